import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coveragesWithCohort, type CoverageWithCohort } from '../../db/member-coverages';
import { memberCompletions, members, type StoredEarning } from '../../db/schema';
import type { EarningSource } from '../ledger/ledger';

export type CoverageRow = CoverageWithCohort;

export interface CompletionRow {
  readonly id: number;
  readonly clientId: number;
  readonly memberId: number;
  readonly healthActionId: number;
  readonly completionDate: string;
  readonly source: EarningSource;
  readonly sourceRef: string;
  readonly refused: boolean;
  readonly earning: StoredEarning | null;
  readonly rewardSettledAt: Date | null;
}

export type NewCompletion = Omit<CompletionRow, 'id' | 'rewardSettledAt'> & { readonly memberCoverageId: number };

const completionColumns = {
  id: memberCompletions.id,
  clientId: memberCompletions.clientId,
  memberId: memberCompletions.memberId,
  healthActionId: memberCompletions.healthActionId,
  completionDate: memberCompletions.completionDate,
  source: memberCompletions.source,
  sourceRef: memberCompletions.sourceRef,
  refused: memberCompletions.refused,
  earning: memberCompletions.earning,
  rewardSettledAt: memberCompletions.rewardSettledAt,
};

/** How long a job's claim on an unsettled completion holds before another instance may take it. */
export const SETTLE_LEASE_MS = 5 * 60_000;

export function createCompletionsRepository(db: Database) {
  return {
    /**
     * Locks the members of a batch, in id order (so that two batches never wait on each other in
     * a circle): evidence of one member is judged against their completions one call at a time.
     * Answers the ids that are members of the client.
     */
    async lockMembers(tx: Database, clientId: number, memberIds: readonly number[]): Promise<Set<number>> {
      const rows = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.clientId, clientId), inArray(members.id, [...memberIds])))
        .orderBy(asc(members.id))
        .for('update');
      return new Set(rows.map((row) => row.id));
    },

    coveragesOf(tx: Database, clientId: number, memberIds: readonly number[]): Promise<CoverageRow[]> {
      return coveragesWithCohort(tx, clientId, memberIds);
    },

    async completionsOf(tx: Database, clientId: number, memberIds: readonly number[]): Promise<CompletionRow[]> {
      return tx
        .select(completionColumns)
        .from(memberCompletions)
        .where(and(eq(memberCompletions.clientId, clientId), inArray(memberCompletions.memberId, [...memberIds])));
    },

    /** Inserts a batch in one statement; a row whose evidence is already recorded is skipped. */
    async insert(tx: Database, rows: readonly NewCompletion[], now: Date, firstAttemptAfter: Date): Promise<CompletionRow[]> {
      if (rows.length === 0) return [];
      return tx
        .insert(memberCompletions)
        .values(
          rows.map((row) => ({
            ...row,
            recordedAt: now,
            // Nothing to issue: settled as it is recorded.
            rewardSettledAt: row.earning === null ? now : null,
            rewardAttemptAfter: firstAttemptAfter,
          })),
        )
        .onConflictDoNothing()
        .returning(completionColumns);
    },

    async markSettled(ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(memberCompletions)
        .set({ rewardSettledAt: at })
        .where(and(inArray(memberCompletions.id, [...ids]), isNull(memberCompletions.rewardSettledAt)));
    },

    /**
     * Claims completions whose reward was never answered (the process stopped between recording
     * and issuing), for one worker: several instances never claim the same row at once.
     */
    async claimUnsettled(now: Date, limit: number): Promise<CompletionRow[]> {
      const due = db
        .select({ id: memberCompletions.id })
        .from(memberCompletions)
        .where(and(isNull(memberCompletions.rewardSettledAt), lte(memberCompletions.rewardAttemptAfter, now)))
        .orderBy(asc(memberCompletions.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(memberCompletions)
        .set({ rewardAttemptAfter: sql`${new Date(now.getTime() + SETTLE_LEASE_MS).toISOString()}::timestamptz` })
        .where(inArray(memberCompletions.id, due))
        .returning(completionColumns);
    },
  };
}

export type CompletionsRepository = ReturnType<typeof createCompletionsRepository>;
