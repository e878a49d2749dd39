import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, rewardIssues, rewardLots } from '../../db/schema';
import type { CoverageBalance, LedgerHistoryEntry } from './ledger';

/** History shown per coverage set: the newest this many of each kind. */
const HISTORY_LIMIT = 500;

/**
 * What each member coverage holds: available leaves out lots past their last day that the expiry
 * job has not reached yet (they are not the member's to spend), and expiring lists what lapses
 * when, soonest first.
 */
export async function balances(
  db: Database,
  clientId: number,
  memberCoverageIds: readonly number[],
  today: string,
): Promise<CoverageBalance[]> {
  if (memberCoverageIds.length === 0) return [];
  const coverages = [...memberCoverageIds];
  const accounts = await db
    .select({ id: ledgerAccounts.id, memberCoverageId: ledgerAccounts.memberCoverageId, currency: ledgerAccounts.currency })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.clientId, clientId), eq(ledgerAccounts.kind, 'MEMBER'), inArray(ledgerAccounts.memberCoverageId, coverages)),
    );
  if (accounts.length === 0) return [];
  const year = today.slice(0, 4);
  const [lots, earned] = await Promise.all([
    db
      .select({
        accountId: rewardLots.accountId,
        expiresOn: rewardLots.expiresOn,
        total: sql<string>`sum(${rewardLots.amount})`,
        remaining: sql<string>`sum(${rewardLots.remaining})`,
      })
      .from(rewardLots)
      .where(
        inArray(
          rewardLots.accountId,
          accounts.map((account) => account.id),
        ),
      )
      .groupBy(rewardLots.accountId, rewardLots.expiresOn)
      .orderBy(rewardLots.expiresOn),
    db
      .select({
        memberCoverageId: rewardIssues.memberCoverageId,
        currency: rewardIssues.currency,
        issued: sql<string>`sum(${rewardIssues.issuedAmount})`,
      })
      .from(rewardIssues)
      .where(
        and(
          eq(rewardIssues.clientId, clientId),
          inArray(rewardIssues.memberCoverageId, coverages),
          sql`${rewardIssues.earnedOn} between ${`${year}-01-01`} and ${`${year}-12-31`}`,
        ),
      )
      .groupBy(rewardIssues.memberCoverageId, rewardIssues.currency),
  ]);
  return accounts.map((account) => {
    const own = lots.filter((lot) => lot.accountId === account.id);
    const usable = own.filter((lot) => lot.expiresOn === null || lot.expiresOn >= today);
    return {
      memberCoverageId: account.memberCoverageId as number,
      currency: account.currency,
      available: usable.reduce((sum, lot) => sum + Number(lot.remaining), 0),
      totalIssued: own.reduce((sum, lot) => sum + Number(lot.total), 0),
      earnedThisYear: Number(
        earned.find((row) => row.memberCoverageId === account.memberCoverageId && row.currency === account.currency)?.issued ?? 0,
      ),
      expiring: usable.flatMap((lot) =>
        lot.expiresOn !== null && Number(lot.remaining) > 0 ? [{ amount: Number(lot.remaining), expiresOn: lot.expiresOn }] : [],
      ),
    };
  });
}

/** Every earning (issued or held back by a cap), expiry and adjustment of these coverages, newest first. */
export async function history(db: Database, clientId: number, memberCoverageIds: readonly number[]): Promise<LedgerHistoryEntry[]> {
  if (memberCoverageIds.length === 0) return [];
  const coverages = [...memberCoverageIds];
  const [earnings, postings] = await Promise.all([
    db
      .select()
      .from(rewardIssues)
      .where(and(eq(rewardIssues.clientId, clientId), inArray(rewardIssues.memberCoverageId, coverages)))
      .orderBy(desc(rewardIssues.issuedAt), desc(rewardIssues.id))
      .limit(HISTORY_LIMIT),
    db
      .select({
        id: ledgerTransactions.id,
        type: ledgerTransactions.type,
        effectiveAt: ledgerTransactions.effectiveAt,
        reason: ledgerTransactions.reason,
        amount: ledgerEntries.amount,
        memberCoverageId: ledgerAccounts.memberCoverageId,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerAccounts.clientId, clientId),
          eq(ledgerAccounts.kind, 'MEMBER'),
          inArray(ledgerAccounts.memberCoverageId, coverages),
          ne(ledgerTransactions.type, 'REWARD'),
        ),
      )
      .orderBy(desc(ledgerEntries.id))
      .limit(HISTORY_LIMIT),
  ]);
  const entries: LedgerHistoryEntry[] = [
    ...earnings.map((row) => ({
      id: row.transactionId ?? -row.id,
      memberCoverageId: row.memberCoverageId,
      type: 'REWARD' as const,
      amount: row.issuedAmount,
      effectiveAt: row.issuedAt.toISOString(),
      endDate: row.expiresOn,
      compliancePeriodId: row.compliancePeriodId,
      healthActionId: row.healthActionId,
      healthActionCd: row.healthActionCd,
      completionId: row.completionId,
      source: row.source,
      issuedAt: row.issuedAt.toISOString(),
      notIssuedAmount: row.notIssuedAmount,
      notIssuedReason: row.notIssuedReason,
      reason: null,
    })),
    ...postings.map((row) => ({
      id: row.id,
      memberCoverageId: row.memberCoverageId as number,
      type: row.type === 'EXPIRY' ? ('EXPIRED' as const) : row.type === 'REDEMPTION' ? ('REDEEM' as const) : ('ADJUSTMENT' as const),
      amount: row.amount,
      effectiveAt: row.effectiveAt.toISOString(),
      endDate: null,
      compliancePeriodId: null,
      healthActionId: null,
      healthActionCd: null,
      completionId: null,
      source: null,
      issuedAt: null,
      notIssuedAmount: 0,
      notIssuedReason: null,
      reason: row.reason,
    })),
  ];
  return entries.sort((a, b) => b.effectiveAt.localeCompare(a.effectiveAt) || b.id - a.id);
}
