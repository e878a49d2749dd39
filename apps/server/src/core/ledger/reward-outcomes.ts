import type { NotIssuedReason } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
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

/** What health-actions/init shows of each completion's reward: one prepared statement on the completion index. */
const OUTCOMES = sql`
  select completion_id as "completionId", transaction_id as "transactionId", issued_amount as "issuedAmount",
    not_issued_amount as "notIssuedAmount", not_issued_reason as "notIssuedReason", to_json(issued_at) #>> '{}' as "issuedAt", expires_on::text as "expiresOn"
  from reward_issues
  where client_id = ${sql.placeholder('clientId')} and completion_id = any(${sql.placeholder('completionIds')}::int[])
`;

/** Amounts are bigint columns: the drivers answer them as text (pg) or bigint (PGlite). */
type OutcomeRow = Pick<RewardIssueRow, 'transactionId' | 'notIssuedReason' | 'expiresOn'> & {
  readonly completionId: number;
  readonly issuedAmount: string | bigint | number;
  readonly notIssuedAmount: string | bigint | number;
  readonly issuedAt: string;
};

export function createOutcomeReads(db: Database) {
  const readOutcomes = prepareStatement<OutcomeRow>(db, 'ledger_completion_outcomes', OUTCOMES);
  return {
    async outcomesForCompletions(
      clientId: number,
      completionIds: readonly number[],
    ): Promise<ReadonlyMap<number, CompletionRewardOutcome>> {
      if (completionIds.length === 0) return new Map();
      const rows = await readOutcomes({ clientId, completionIds: [...completionIds] });
      return new Map(
        rows.map((row) => [
          row.completionId,
          toOutcome({
            ...row,
            issuedAmount: Number(row.issuedAmount),
            notIssuedAmount: Number(row.notIssuedAmount),
            issuedAt: new Date(row.issuedAt),
          }),
        ]),
      );
    },
  };
}

/** The domain names the cap that held a reward back; the ledger and the API say it shorter. */
export const NOT_ISSUED_REASON = {
  YEARLY_MAXIMUM_REACHED: 'YEARLY_MAXIMUM',
  PERIOD_MAXIMUM_REACHED: 'PERIOD_MAXIMUM',
} as const satisfies Record<string, NotIssuedReason>;
