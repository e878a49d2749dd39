import type { NotIssuedReason } from '@portal/contract';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { prepareStatement, type Database } from '../../db/database';
import { rewardIssues } from '../../db/schema';
import type { CompletionRewardOutcome } from './ledger';

type RewardIssueRow = typeof rewardIssues.$inferSelect;

export function toOutcome(
  row: Pick<RewardIssueRow, 'transactionId' | 'issuedAmount' | 'notIssuedAmount' | 'notIssuedReason' | 'issuedAt' | 'expiresOn'>,
): CompletionRewardOutcome {
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

/** What health-actions/init shows of a completion's reward, as outcomesJson answers each. */
export interface CompletionOutcomeJson {
  readonly completionId: number;
  readonly transactionId: number | null;
  readonly issuedAmount: number;
  readonly notIssuedAmount: number;
  readonly notIssuedReason: RewardIssueRow['notIssuedReason'];
  readonly issuedAt: string;
  readonly expiresOn: string | null;
}

/**
 * The outcomes of the completions `completionIds` selects, as one JSON array: for a statement
 * that reads them with its own rows (health-actions/init), through the completion index. The
 * ledger keeps the SQL of its tables here. An earlier outcome of the same completion comes first.
 */
export function outcomesJson(clientId: SQL | Placeholder, completionIds: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('completionId', ri.completion_id, 'transactionId', ri.transaction_id,
      'issuedAmount', ri.issued_amount, 'notIssuedAmount', ri.not_issued_amount, 'notIssuedReason', ri.not_issued_reason,
      'issuedAt', ri.issued_at, 'expiresOn', ri.expires_on) order by ri.completion_id, ri.id), '[]'::json)
    from reward_issues ri where ri.client_id = ${clientId} and ri.completion_id in (${completionIds}))`;
}

/** Each completion's outcome (the latest, where there are several). */
export function toOutcomes(rows: readonly CompletionOutcomeJson[]): Map<number, CompletionRewardOutcome> {
  return new Map(rows.map((row) => [row.completionId, toOutcome({ ...row, issuedAt: new Date(row.issuedAt) })]));
}

const OUTCOMES = sql`select ${outcomesJson(sql.placeholder('clientId'), sql`select unnest(${sql.placeholder('completionIds')}::int[])`)} as outcomes`;

export function createOutcomeReads(db: Database) {
  const readOutcomes = prepareStatement<{ outcomes: CompletionOutcomeJson[] }>(db, 'ledger_completion_outcomes', OUTCOMES);
  return {
    async outcomesForCompletions(
      clientId: number,
      completionIds: readonly number[],
    ): Promise<ReadonlyMap<number, CompletionRewardOutcome>> {
      if (completionIds.length === 0) return new Map();
      const [row] = await readOutcomes({ clientId, completionIds: [...completionIds] });
      return toOutcomes(row!.outcomes);
    },
  };
}

/** The domain names the cap that held a reward back; the ledger and the API say it shorter. */
export const NOT_ISSUED_REASON = {
  YEARLY_MAXIMUM_REACHED: 'YEARLY_MAXIMUM',
  PERIOD_MAXIMUM_REACHED: 'PERIOD_MAXIMUM',
} as const satisfies Record<string, NotIssuedReason>;
