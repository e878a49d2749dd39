import type { Currency } from '@portal/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ledgerAccounts, type LedgerAccountKind } from '../../db/schema';

/** One account by what it is for: the kind, the currency and, for a member's, the coverage (and year or period). */
export interface AccountSpec {
  readonly kind: LedgerAccountKind;
  readonly currency: Currency;
  readonly memberCoverageId?: number;
  readonly memberId?: number;
  readonly year?: number;
  readonly compliancePeriodId?: number;
}

export type ProgrammeSideKind = Extract<LedgerAccountKind, 'FUNDING' | 'EXPIRED' | 'REDEMPTIONS' | 'ALLOWANCE_SOURCE'>;

/** A member coverage in one currency: the owner of its own accounts on both sides of the ledger. */
export interface CoverageOwner {
  readonly currency: Currency;
  readonly memberCoverageId: number;
}

/**
 * The programme's side of one coverage (FUNDING, EXPIRED, REDEMPTIONS, ALLOWANCE_SOURCE) is an
 * account of that coverage, not one of the whole plan: a transaction then locks only its own
 * member's rows, and members earning or redeeming at once never queue behind each other
 * (decision 0039). The plan's total of a kind is the sum over its coverages. They name no member,
 * so writing them moves no household's revision: the member account beside them does.
 */
export const programmeSide = (kind: ProgrammeSideKind, owner: CoverageOwner): AccountSpec => ({
  kind,
  currency: owner.currency,
  memberCoverageId: owner.memberCoverageId,
});

const LOCKED_COLUMNS = { id: ledgerAccounts.id, balance: ledgerAccounts.balance, version: ledgerAccounts.version };

export interface LockedAccount {
  readonly id: number;
  readonly balance: number;
  readonly version: number;
}

const sameAccount = (spec: AccountSpec, row: AccountSpec): boolean =>
  row.kind === spec.kind &&
  row.currency === spec.currency &&
  (row.memberCoverageId ?? null) === (spec.memberCoverageId ?? null) &&
  (row.year ?? null) === (spec.year ?? null) &&
  (row.compliancePeriodId ?? null) === (spec.compliancePeriodId ?? null);

async function findAccounts(db: Database, clientId: number, specs: readonly AccountSpec[]): Promise<(number | undefined)[]> {
  const coverageIds = [...new Set(specs.flatMap((spec) => (spec.memberCoverageId === undefined ? [] : [spec.memberCoverageId])))];
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      memberCoverageId: ledgerAccounts.memberCoverageId,
      year: ledgerAccounts.year,
      compliancePeriodId: ledgerAccounts.compliancePeriodId,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.clientId, clientId),
        inArray(
          ledgerAccounts.kind,
          specs.map((spec) => spec.kind),
        ),
        coverageIds.length > 0
          ? or(isNull(ledgerAccounts.memberCoverageId), inArray(ledgerAccounts.memberCoverageId, coverageIds))
          : isNull(ledgerAccounts.memberCoverageId),
      ),
    );
  return specs.map(
    (spec) =>
      rows.find((candidate) =>
        sameAccount(spec, {
          ...candidate,
          memberCoverageId: candidate.memberCoverageId ?? undefined,
          year: candidate.year ?? undefined,
          compliancePeriodId: candidate.compliancePeriodId ?? undefined,
        }),
      )?.id,
  );
}

/**
 * The ids of these accounts, opening those that do not exist yet: one read when they all exist,
 * as they do from a coverage's second posting on. Opening is one statement of its own when `db` is
 * not inside a transaction, so two first earnings of a member never wait on each other's
 * uncommitted account rows.
 */
export async function accountIds(db: Database, clientId: number, specs: readonly AccountSpec[]): Promise<number[]> {
  const found = await findAccounts(db, clientId, specs);
  const missing = specs.filter((_, index) => found[index] === undefined);
  if (missing.length === 0) return found as number[];
  await db
    .insert(ledgerAccounts)
    .values(
      missing.map((spec) => ({
        clientId,
        kind: spec.kind,
        currency: spec.currency,
        memberCoverageId: spec.memberCoverageId ?? null,
        memberId: spec.memberId ?? null,
        year: spec.year ?? null,
        compliancePeriodId: spec.compliancePeriodId ?? null,
      })),
    )
    .onConflictDoNothing();
  return (await findAccounts(db, clientId, specs)).map((id, index) => {
    if (id === undefined) throw new Error(`ledger account ${specs[index]?.kind ?? ''} was not opened`);
    return id;
  });
}

/** Locks the accounts FOR UPDATE in id order, so two transactions touching the same accounts queue instead of deadlocking. */
export async function lockAccounts(tx: Database, ids: readonly number[]): Promise<Map<number, LockedAccount>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  // One statement: the row locks are taken as the sorted rows come out, in id order.
  const rows = await tx
    .select(LOCKED_COLUMNS)
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, sorted))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  if (rows.length !== sorted.length) throw new Error('a ledger account to lock does not exist');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The same, in id order, except that `claimed` (an account another worker may be busy with) is
 * skipped when locked: then the answer is null and the caller leaves the work to that worker.
 */
export async function lockAccountsUnlessTaken(
  tx: Database,
  ids: readonly number[],
  claimed: number,
): Promise<Map<number, LockedAccount> | null> {
  const locked = new Map<number, LockedAccount>();
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const query = tx.select(LOCKED_COLUMNS).from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
    const [row] = await (id === claimed ? query.for('update', { skipLocked: true }) : query.for('update'));
    if (!row) return null;
    locked.set(id, row);
  }
  return locked;
}
