import type { Currency, EarningSource, NotIssuedReason } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { memberCoverages, members } from './members';
import { staffAccounts } from './staff';

/**
 * The rewards ledger (DESIGN section 9, decision 0030). Transactions and entries are written once
 * and never changed: triggers refuse UPDATE and DELETE, and a deferred constraint trigger refuses a
 * transaction whose entries do not sum to zero. Amounts are whole cents or points.
 */

/**
 * MEMBER: what a member coverage holds. FUNDING: the programme's side of every reward. EXPIRED and
 * REDEMPTIONS: where lapsed and spent amounts go. YEAR_ALLOWANCE and PERIOD_ALLOWANCE: the room the
 * yearly maximum (per coverage and calendar year) and a compliance period's maxRewardAmount (per
 * coverage and period) leave, debited by every earning; ALLOWANCE_SOURCE is their other side.
 * FUNDING, EXPIRED, REDEMPTIONS and ALLOWANCE_SOURCE are kept per coverage too (decision 0039).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'MEMBER',
  'FUNDING',
  'EXPIRED',
  'REDEMPTIONS',
  'YEAR_ALLOWANCE',
  'PERIOD_ALLOWANCE',
  'ALLOWANCE_SOURCE',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** REFUND: a cancelled order's amount, returned to the member account it came from. */
export const LEDGER_TRANSACTION_TYPES = ['REWARD', 'EXPIRY', 'ADJUSTMENT', 'REDEMPTION', 'REFUND'] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

const amount = () => bigint({ mode: 'number' });

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    kind: text().$type<LedgerAccountKind>().notNull(),
    currency: text().$type<Currency>().notNull(),
    /** Set for member and allowance accounts; null for the programme's own accounts. */
    memberCoverageId: integer().references(() => memberCoverages.id),
    memberId: integer().references(() => members.id),
    /** The calendar year of a YEAR_ALLOWANCE account. */
    year: integer(),
    /** The compliance period of a PERIOD_ALLOWANCE account (the programme's period id). */
    compliancePeriodId: integer(),
    /** The sum of the account's entries, kept with the last entry's balance_after. */
    balance: amount().notNull().default(0),
    /** How many entries the account has; each entry carries the version it made. */
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity')
      .on(table.clientId, table.kind, table.currency, table.memberCoverageId, table.year, table.compliancePeriodId)
      .nullsNotDistinct(),
    index('ledger_accounts_coverage_idx').on(table.memberCoverageId),
    // What a member holds and the room a cap leaves are never below zero; the programme's side is.
    check('ledger_accounts_not_negative', sql`${table.kind} in ('FUNDING', 'ALLOWANCE_SOURCE') or ${table.balance} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    type: text().$type<LedgerTransactionType>().notNull(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
    /** `completion:<id>`, `expiry:<lot id>`, `adjustment:<uuid>`: the same key never posts twice. */
    idempotencyKey: text().notNull(),
    /** The staff member's words (adjustments). */
    reason: text(),
    staffId: integer().references(() => staffAccounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('ledger_transactions_idempotency').on(table.clientId, table.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: amount().notNull(),
    balanceAfter: amount().notNull(),
    accountVersion: integer().notNull(),
  },
  (table) => [
    unique('ledger_entries_account_version').on(table.accountId, table.accountVersion),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * What one credit to a member account added, spent soonest-to-expire first. `remaining` is what
 * is left; it always equals the amount less the lot's allocations (verify checks it).
 */
export const rewardLots = pgTable(
  'reward_lots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id),
    transactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    earnedOn: date({ mode: 'string' }).notNull(),
    /** The last day the lot can be spent; null when it never expires. */
    expiresOn: date({ mode: 'string' }),
    amount: amount().notNull(),
    remaining: amount().notNull(),
  },
  (table) => [
    index('reward_lots_account_idx').on(table.accountId),
    index('reward_lots_due_idx')
      .on(table.expiresOn)
      .where(sql`${table.remaining} > 0 and ${table.expiresOn} is not null`),
    check('reward_lots_amounts', sql`${table.amount} > 0 and ${table.remaining} >= 0 and ${table.remaining} <= ${table.amount}`),
  ],
);

/** Each debit of a member account (expiry, negative adjustment, redemption) and the lots it drew on. */
export const rewardLotAllocations = pgTable(
  'reward_lot_allocations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => rewardLots.id),
    transactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    amount: amount().notNull(),
  },
  (table) => [index('reward_lot_allocations_lot_idx').on(table.lotId), check('reward_lot_allocations_positive', sql`${table.amount} > 0`)],
);

/**
 * Every reward a completion earned: what was issued and what the caps held back, and why. One per
 * idempotency key; written once (a trigger refuses changes).
 */
export const rewardIssues = pgTable(
  'reward_issues',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    memberCoverageId: integer()
      .notNull()
      .references(() => memberCoverages.id),
    currency: text().$type<Currency>().notNull(),
    idempotencyKey: text().notNull(),
    completionId: integer().notNull(),
    healthActionId: integer().notNull(),
    healthActionCd: text().notNull(),
    source: text().$type<EarningSource>().notNull(),
    earnedOn: date({ mode: 'string' }).notNull(),
    compliancePeriodId: integer(),
    earnedAmount: amount().notNull(),
    issuedAmount: amount().notNull(),
    notIssuedAmount: amount().notNull(),
    notIssuedReason: text().$type<NotIssuedReason>(),
    /** Null when the caps left nothing to issue. */
    transactionId: integer().references(() => ledgerTransactions.id),
    expiresOn: date({ mode: 'string' }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    unique('reward_issues_idempotency').on(table.clientId, table.idempotencyKey),
    index('reward_issues_completion_idx').on(table.clientId, table.completionId),
    index('reward_issues_coverage_idx').on(table.memberCoverageId, table.earnedOn),
    check(
      'reward_issues_amounts',
      sql`${table.issuedAmount} >= 0 and ${table.notIssuedAmount} >= 0 and ${table.issuedAmount} + ${table.notIssuedAmount} = ${table.earnedAmount}`,
    ),
  ],
);
