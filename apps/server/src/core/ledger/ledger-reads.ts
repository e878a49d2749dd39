import type { EarningSource, NotIssuedReason } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { prepareStatement, type Database } from '../../db/database';
import type { CoverageBalance, LedgerHistoryEntry } from './ledger';

/** History shown per coverage set: the newest this many of each kind. */
const HISTORY_LIMIT = 500;

/** The coverages' accounts, their lots by last day and what they earned in a year, as one statement answers them. */
export interface BalanceJson {
  readonly accounts: { id: number; memberCoverageId: number; currency: CoverageBalance['currency'] }[];
  readonly lots: { accountId: number; expiresOn: string | null; total: number; remaining: number }[];
  readonly earned: { memberCoverageId: number; currency: string; issued: number }[];
}

/**
 * Balances run on every visit of the rewards page, for the member and each dependent: one round
 * trip, planned once per connection, each part read through an index on the coverage or account.
 */
/** The member accounts of the coverages `coverages` selects. */
const accountsOf = (coverages: SQL) => sql`
  select id, member_coverage_id, currency from ledger_accounts
  where client_id = ${sql.placeholder('clientId')} and kind = 'MEMBER' and member_coverage_id in (${coverages})`;

/**
 * The balances' columns of the coverages `coverages` (a query of their ids) selects: for a
 * statement of the ledger's own or one that reads them with other rows (rewards/init).
 */
export const balanceColumns = (coverages: SQL) => sql`
    (select coalesce(json_agg(json_build_object('id', a.id, 'memberCoverageId', a.member_coverage_id, 'currency', a.currency)
        order by a.id), '[]'::json) from (${accountsOf(coverages)}) a) as accounts,
    (select coalesce(json_agg(json_build_object('accountId', l.account_id, 'expiresOn', l.expires_on, 'total', l.total,
        'remaining', l.remaining) order by l.expires_on, l.account_id), '[]'::json)
      from (select account_id, expires_on, sum(amount) as total, sum(remaining) as remaining from reward_lots
            where account_id in (select id from (${accountsOf(coverages)}) own) group by account_id, expires_on) l) as lots,
    (select coalesce(json_agg(json_build_object('memberCoverageId', e.member_coverage_id, 'currency', e.currency,
        'issued', e.issued)), '[]'::json)
      from (select member_coverage_id, currency, sum(issued_amount) as issued from reward_issues
            where client_id = ${sql.placeholder('clientId')} and member_coverage_id in (${coverages})
              and earned_on between ${sql.placeholder('yearStart')}::date and ${sql.placeholder('yearEnd')}::date
            group by member_coverage_id, currency) e) as earned`;

/** The coverages in the array placeholder `name`. */
const coveragesIn = (name: string) => sql`select unnest(${sql.placeholder(name)}::int[])`;

const BALANCES = sql`select ${balanceColumns(coveragesIn('coverages'))}`;

/** The coverages' earnings and their other postings, newest first, each list cut at HISTORY_LIMIT. */
export interface HistoryJson {
  readonly earnings: {
    id: number;
    transactionId: number | null;
    memberCoverageId: number;
    issuedAmount: number;
    issuedAt: string;
    expiresOn: string | null;
    compliancePeriodId: number | null;
    healthActionId: number | null;
    healthActionCd: string | null;
    completionId: number | null;
    source: EarningSource | null;
    notIssuedAmount: number;
    notIssuedReason: NotIssuedReason | null;
  }[];
  readonly postings: {
    id: number;
    type: string;
    effectiveAt: string;
    reason: string | null;
    amount: number;
    memberCoverageId: number;
    orderId: number | null;
  }[];
}

/** The history's columns, of the coverages `coverages` (a query of their ids) selects. */
export const historyColumns = (coverages: SQL) => sql`
    (select coalesce(json_agg(json_build_object('id', r.id, 'transactionId', r.transaction_id, 'memberCoverageId', r.member_coverage_id,
        'issuedAmount', r.issued_amount, 'issuedAt', r.issued_at, 'expiresOn', r.expires_on, 'compliancePeriodId', r.compliance_period_id,
        'healthActionId', r.health_action_id, 'healthActionCd', r.health_action_cd, 'completionId', r.completion_id, 'source', r.source,
        'notIssuedAmount', r.not_issued_amount, 'notIssuedReason', r.not_issued_reason)), '[]'::json)
      from (select * from reward_issues
            where client_id = ${sql.placeholder('clientId')} and member_coverage_id in (${coverages})
            order by issued_at desc, id desc limit ${sql.raw(String(HISTORY_LIMIT))}) r) as earnings,
    (select coalesce(json_agg(json_build_object('id', p.id, 'type', p.type, 'effectiveAt', p.effective_at, 'reason', p.reason,
        'amount', p.amount, 'memberCoverageId', p.member_coverage_id, 'orderId', p.order_id)), '[]'::json)
      from (select t.id, t.type, t.effective_at, t.reason, e.amount, a.member_coverage_id,
                   -- An order is found through the member's orders (indexed by member), the few they placed.
                   case when t.type in ('REDEMPTION', 'REFUND') then
                     (select o.id from reward_orders o where o.member_id = a.member_id
                        and (o.debit_transaction_id = t.id or o.refund_transaction_id = t.id) limit 1)
                   end as order_id
            from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
            join ledger_transactions t on t.id = e.transaction_id
            where a.client_id = ${sql.placeholder('clientId')} and a.kind = 'MEMBER'
              and a.member_coverage_id in (${coverages}) and t.type <> 'REWARD'
            order by e.id desc limit ${sql.raw(String(HISTORY_LIMIT))}) p) as postings`;

const HISTORY = sql`select ${historyColumns(coveragesIn('coverages'))}`;

const POSTING_TYPES: Readonly<Record<string, LedgerHistoryEntry['type']>> = { EXPIRY: 'EXPIRED', REDEMPTION: 'REDEEM', REFUND: 'REFUND' };
const postingType = (type: string): LedgerHistoryEntry['type'] => POSTING_TYPES[type] ?? 'ADJUSTMENT';

export const yearOf = (today: string) => ({ yearStart: `${today.slice(0, 4)}-01-01`, yearEnd: `${today.slice(0, 4)}-12-31` });

/**
 * What each member coverage holds: available leaves out lots past their last day that the expiry
 * job has not reached yet (they are not the member's to spend), and expiring lists what lapses
 * when, soonest first.
 */
export function toBalances({ accounts, lots, earned }: BalanceJson, today: string): CoverageBalance[] {
  return accounts.map((account) => {
    const own = lots.filter((lot) => lot.accountId === account.id);
    const usable = own.filter((lot) => lot.expiresOn === null || lot.expiresOn >= today);
    return {
      memberCoverageId: account.memberCoverageId,
      currency: account.currency,
      available: usable.reduce((sum, lot) => sum + Number(lot.remaining), 0),
      totalIssued: own.reduce((sum, lot) => sum + Number(lot.total), 0),
      earnedThisYear: Number(
        earned.find((candidate) => candidate.memberCoverageId === account.memberCoverageId && candidate.currency === account.currency)
          ?.issued ?? 0,
      ),
      expiring: usable.flatMap((lot) =>
        lot.expiresOn !== null && Number(lot.remaining) > 0 ? [{ amount: Number(lot.remaining), expiresOn: lot.expiresOn }] : [],
      ),
    };
  });
}

/** Every earning (issued or held back by a cap), expiry and adjustment, newest first. */
export function toHistory({ earnings, postings }: HistoryJson): LedgerHistoryEntry[] {
  const entries: LedgerHistoryEntry[] = [
    ...earnings.map((earning) => {
      const issuedAt = new Date(earning.issuedAt).toISOString();
      return {
        id: earning.transactionId ?? -earning.id,
        memberCoverageId: earning.memberCoverageId,
        type: 'REWARD' as const,
        amount: earning.issuedAmount,
        effectiveAt: issuedAt,
        endDate: earning.expiresOn,
        compliancePeriodId: earning.compliancePeriodId,
        healthActionId: earning.healthActionId,
        healthActionCd: earning.healthActionCd,
        completionId: earning.completionId,
        source: earning.source,
        issuedAt,
        notIssuedAmount: earning.notIssuedAmount,
        notIssuedReason: earning.notIssuedReason,
        reason: null,
        orderId: null,
      };
    }),
    ...postings.map((posting) => ({
      id: posting.id,
      memberCoverageId: posting.memberCoverageId,
      type: postingType(posting.type),
      amount: posting.amount,
      effectiveAt: new Date(posting.effectiveAt).toISOString(),
      endDate: null,
      compliancePeriodId: null,
      healthActionId: null,
      healthActionCd: null,
      completionId: null,
      source: null,
      issuedAt: null,
      notIssuedAmount: 0,
      notIssuedReason: null,
      reason: posting.reason,
      orderId: posting.orderId,
    })),
  ];
  return entries.sort((a, b) => b.effectiveAt.localeCompare(a.effectiveAt) || b.id - a.id);
}

/** The ledger's reads of member coverages, each one prepared statement on `db`. */
export function createLedgerReads(db: Database) {
  const readBalances = prepareStatement<BalanceJson>(db, 'ledger_balances', BALANCES);
  const readHistory = prepareStatement<HistoryJson>(db, 'ledger_history', HISTORY);
  return {
    async balances(clientId: number, memberCoverageIds: readonly number[], today: string): Promise<CoverageBalance[]> {
      if (memberCoverageIds.length === 0) return [];
      const [row] = await readBalances({ clientId, coverages: [...memberCoverageIds], ...yearOf(today) });
      return toBalances(row!, today);
    },

    async history(clientId: number, memberCoverageIds: readonly number[]): Promise<LedgerHistoryEntry[]> {
      if (memberCoverageIds.length === 0) return [];
      const [row] = await readHistory({ clientId, coverages: [...memberCoverageIds] });
      return toHistory(row!);
    },
  };
}
