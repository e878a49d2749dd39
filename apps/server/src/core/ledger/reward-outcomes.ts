import type { NotIssuedReason } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rewardIssues } from '../../db/schema';
import type { CompletionRewardOutcome } from './ledger';

type RewardIssueRow = typeof rewardIssues.$inferSelect;

export function toOutcome(row: RewardIssueRow): CompletionRewardOutcome {
  return {
    transactionId: row.transactionId,
    issuedAmount: row.issuedAmount,
    notIssuedAmount: row.notIssuedAmount,
    notIssuedReason: row.notIssuedReason,
    issuedAt: row.issuedAt.toISOString(),
    expiresOn: row.expiresOn,
  };
}

export async function outcomeByKey(db: Database, clientId: number, idempotencyKey: string): Promise<RewardIssueRow | undefined> {
  const [row] = await db
    .select()
    .from(rewardIssues)
    .where(and(eq(rewardIssues.clientId, clientId), eq(rewardIssues.idempotencyKey, idempotencyKey)));
  return row;
}

export async function outcomesForCompletions(
  db: Database,
  clientId: number,
  completionIds: readonly number[],
): Promise<ReadonlyMap<number, CompletionRewardOutcome>> {
  if (completionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(rewardIssues)
    .where(and(eq(rewardIssues.clientId, clientId), inArray(rewardIssues.completionId, [...completionIds])));
  return new Map(rows.map((row) => [row.completionId, toOutcome(row)]));
}

/** The domain names the cap that held a reward back; the ledger and the API say it shorter. */
export const NOT_ISSUED_REASON = {
  YEARLY_MAXIMUM_REACHED: 'YEARLY_MAXIMUM',
  PERIOD_MAXIMUM_REACHED: 'PERIOD_MAXIMUM',
} as const satisfies Record<string, NotIssuedReason>;
