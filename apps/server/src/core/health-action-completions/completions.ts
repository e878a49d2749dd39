import { todayIn, type ProgrammeDefinition } from '@portal/domain';
import type { Database } from '../../db/database';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { groupBy } from '../../lib/group-by';
import type { EarningSource, Ledger, RewardEarning, RewardOutcome } from '../ledger/ledger';
import { judgeEvidence, type Judgement } from './completion-judgement';
import { createCompletionsRepository, type CompletionRow, type NewCompletion } from './completions.repository';

export interface CompletionEvidence {
  readonly clientId: number;
  readonly memberId: number;
  readonly healthActionId: number;
  /** ISO date the member did it (the service date of a claim). */
  readonly completionDate: string;
  readonly source: EarningSource;
  /** The evidence's own id, unique per source: claim id, questionnaire response id, attestation id... */
  readonly sourceRef: string;
  /** A refused questionnaire: counts as done, earns nothing. */
  readonly refused?: boolean;
}

export type CompletionResult =
  | { readonly status: 'RECORDED' | 'ALREADY_RECORDED'; readonly completionId: number; readonly reward: RewardOutcome | null }
  | { readonly status: 'NOT_COVERED' | 'NOT_IN_PROGRAMME' | 'NOT_DUE' };

export interface HealthActionCompletions {
  /** Idempotent by (client, member, action, source, sourceRef). Issues the reward through the ledger. */
  record(evidence: CompletionEvidence): Promise<CompletionResult>;
  /** Many at once (a claims batch), in one transaction per call and client. */
  recordMany(evidence: readonly CompletionEvidence[]): Promise<CompletionResult[]>;
  /** Issues the rewards of completions recorded without an answer from the ledger; answers how many it settled. */
  settleUnissued(limit?: number): Promise<number>;
  /**
   * Called after each reward that issued something, once its transaction has committed (automatic
   * rewards redeem it). A listener handles its own failures: the completion stands whatever it does.
   */
  onRewardIssued(listener: RewardIssuedListener): void;
}

export type RewardIssuedListener = (issued: {
  readonly clientId: number;
  readonly memberId: number;
  readonly memberCoverageId: number;
  /** The completion the reward is for: one reward per completion, so it names the reward too. */
  readonly completionId: number;
  readonly currency: RewardEarning['currency'];
  /** Cents or points, after the caps. */
  readonly issuedAmount: number;
}) => Promise<unknown>;

/** What completions need of the client directory (the clients service). */
export interface ProgrammeDirectory {
  programmeFor(clientId: number): Promise<ProgrammeDefinition | null>;
  findClientById(clientId: number): Promise<ClientRecord | undefined>;
}

/** Rewards issued at once for a batch: a few connections of the pool, leaving the rest to members' calls. */
const ISSUING_WORKERS = 4;

/** The call that records a completion gets this long to issue its reward before the job may. */
const FIRST_ATTEMPT_GRACE_MS = 60_000;

/** What makes evidence the same evidence: the unique key of member_completions (within one client). */
const evidenceKey = (row: Pick<CompletionRow, 'memberId' | 'healthActionId' | 'source' | 'sourceRef'>): string =>
  `${row.memberId}|${row.healthActionId}|${row.source}|${row.sourceRef}`;

function earningFor(row: CompletionRow): RewardEarning | null {
  if (row.earning === null) return null;
  const { healthActionCd, ...earning } = row.earning;
  return {
    ...earning,
    clientId: row.clientId,
    memberId: row.memberId,
    idempotencyKey: `completion:${row.id}`,
    earnedOn: row.completionDate,
    source: row.source,
    healthActionId: row.healthActionId,
    healthActionCd,
    completionId: row.id,
  };
}

/**
 * Records health-action completions from any evidence (claims, questionnaires, attestations, a
 * profile update) and turns each into its reward. The completion is written first (one per
 * evidence, whatever arrives twice or at once), then the ledger is asked for the reward with the
 * completion's own key, so a retry, a second instance or the settling job never pays twice.
 */
export function createHealthActionCompletions(
  db: Database,
  clock: Clock,
  clients: ProgrammeDirectory,
  ledger: Ledger,
): HealthActionCompletions {
  const repository = createCompletionsRepository(db);
  const issuedListeners: RewardIssuedListener[] = [];

  async function issue(row: CompletionRow): Promise<RewardOutcome | null> {
    const earning = earningFor(row);
    if (earning === null) return null;
    const outcome = await ledger.issueReward(earning);
    await repository.markSettled([row.id], clock.now());
    if (outcome.issuedAmount > 0) {
      const { clientId, memberId, memberCoverageId, completionId, currency } = earning;
      const issued = { clientId, memberId, memberCoverageId, completionId, currency, issuedAmount: outcome.issuedAmount };
      // Settled: whatever a listener does, the reward and the completion are recorded.
      await Promise.allSettled(issuedListeners.map((listener) => listener(issued)));
    }
    return outcome;
  }

  /**
   * Issues the rewards of new completions: one member's in the order they were recorded (so the
   * caps fall on the later ones), several members at once (each reward is its own transaction).
   */
  async function issueAll(rows: readonly CompletionRow[]): Promise<Map<number, RewardOutcome | null>> {
    const rewards = new Map<number, RewardOutcome | null>();
    const queues = [...groupBy(rows, (row) => row.memberId).values()];
    const worker = async (): Promise<void> => {
      for (let queue = queues.shift(); queue; queue = queues.shift()) {
        for (const row of queue) rewards.set(row.id, await issue(row));
      }
    };
    await Promise.all(Array.from({ length: Math.min(ISSUING_WORKERS, queues.length) }, worker));
    return rewards;
  }

  /** The rewards of completions recorded earlier: as the ledger answered them, or issued now if it never did. */
  async function rewardsOfExisting(rows: readonly CompletionRow[]): Promise<Map<number, RewardOutcome | null>> {
    const rewards = new Map<number, RewardOutcome | null>();
    const byClient = groupBy(
      rows.filter((row) => row.earning !== null),
      (row) => row.clientId,
    );
    for (const [clientId, clientRows] of byClient) {
      const known = await ledger.outcomesForCompletions(
        clientId,
        clientRows.map((row) => row.id),
      );
      for (const row of clientRows) rewards.set(row.id, known.get(row.id) ?? (await issue(row)));
    }
    return rewards;
  }

  async function recordForClient(clientId: number, batch: readonly CompletionEvidence[]): Promise<CompletionResult[]> {
    const [programme, client] = await Promise.all([clients.programmeFor(clientId), clients.findClientById(clientId)]);
    if (!programme || !client) return batch.map(() => ({ status: 'NOT_IN_PROGRAMME' }));
    const now = clock.now();
    const plan = { termPeriodDayCount: client.configuration.termPeriodDayCount, today: todayIn(now, client.timeZone) };
    const memberIds = [...new Set(batch.map((evidence) => evidence.memberId))];
    const { judged, inserted } = await db.transaction(async (tx) => {
      const known = await repository.lockMembers(tx, clientId, memberIds);
      const coverages = groupBy(await repository.coveragesOf(tx, clientId, memberIds), (row) => row.memberId);
      const completions = groupBy<number, CompletionRow | NewCompletion>(
        await repository.completionsOf(tx, clientId, memberIds),
        (row) => row.memberId,
      );
      const newInBatch = new Set<string>();
      const judged = batch.map((evidence): Judgement | { status: 'SAME_AS_EARLIER' } => {
        if (!known.has(evidence.memberId)) return { status: 'NOT_COVERED' as const };
        // The same evidence twice in one batch: the second answers the first's completion.
        if (newInBatch.has(evidenceKey(evidence))) return { status: 'SAME_AS_EARLIER' };
        const own = completions.get(evidence.memberId) ?? [];
        const judgement = judgeEvidence(evidence, programme, coverages.get(evidence.memberId) ?? [], own, plan);
        // Later evidence of the batch is judged against what this one recorded.
        if (judgement.status === 'NEW') {
          completions.set(evidence.memberId, [...own, ...judgement.rows]);
          newInBatch.add(evidenceKey(evidence));
        }
        return judgement;
      });
      const rows = judged.flatMap((judgement) => (judgement.status === 'NEW' ? judgement.rows : []));
      const inserted = await repository.insert(tx, rows, now, new Date(now.getTime() + FIRST_ATTEMPT_GRACE_MS));
      return { judged, inserted };
    });
    const insertedByKey = new Map(inserted.map((row) => [evidenceKey(row), row]));
    const newRewards = await issueAll(inserted);
    const existingRewards = await rewardsOfExisting(
      judged.flatMap((judgement) => (judgement.status === 'ALREADY_RECORDED' ? [judgement.existing] : [])),
    );
    return judged.map((judgement, index): CompletionResult => {
      if (judgement.status === 'SAME_AS_EARLIER') {
        const row = insertedByKey.get(evidenceKey(batch[index]!))!;
        return { status: 'ALREADY_RECORDED', completionId: row.id, reward: newRewards.get(row.id) ?? null };
      }
      if (judgement.status === 'ALREADY_RECORDED') {
        const { id } = judgement.existing;
        return { status: 'ALREADY_RECORDED', completionId: id, reward: existingRewards.get(id) ?? null };
      }
      if (judgement.status !== 'NEW') return { status: judgement.status };
      // Members are locked while judged, so every new row went in; its first row is the evidence's own.
      const row = insertedByKey.get(evidenceKey(judgement.rows[0]!))!;
      return { status: 'RECORDED', completionId: row.id, reward: newRewards.get(row.id) ?? null };
    });
  }

  async function recordMany(evidence: readonly CompletionEvidence[]): Promise<CompletionResult[]> {
    const results = new Array<CompletionResult>(evidence.length);
    const byClient = groupBy(
      evidence.map((item, index) => ({ item, index })),
      ({ item }) => item.clientId,
    );
    for (const [clientId, items] of byClient) {
      const answers = await recordForClient(
        clientId,
        items.map(({ item }) => item),
      );
      items.forEach(({ index }, position) => (results[index] = answers[position]!));
    }
    return results;
  }

  return {
    async record(evidence) {
      const [result] = await recordMany([evidence]);
      return result!;
    },
    recordMany,
    async settleUnissued(limit = 100) {
      const rows = await repository.claimUnsettled(clock.now(), limit);
      for (const row of rows) {
        if (row.earning === null) await repository.markSettled([row.id], clock.now());
        else await issue(row);
      }
      return rows.length;
    },
    onRewardIssued(listener) {
      issuedListeners.push(listener);
    },
  };
}
