import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberCompletions, members, rewardIssues } from '../../db/schema';
import type { CompletionEvidence } from './completions';

let harness: TestApp;
let harborId: number;

beforeAll(async () => {
  harness = await createTestApp();
  harborId = (await harness.services.clients.findClient('HARBOR'))!.configuration.id;
});

afterAll(async () => {
  await harness.close();
});

async function memberId(clientMemberId: string): Promise<number> {
  const [row] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.clientMemberId, clientMemberId));
  return row!.id;
}

async function evidence(clientMemberId: string, overrides: Partial<CompletionEvidence> = {}): Promise<CompletionEvidence> {
  return {
    clientId: harborId,
    memberId: await memberId(clientMemberId),
    healthActionId: 102,
    completionDate: '2026-02-10',
    source: 'CLAIM',
    sourceRef: `claim-${clientMemberId}-${Math.random()}`,
    ...overrides,
  };
}

async function rewardsFor(completionIds: readonly number[]) {
  return harness.database.db
    .select()
    .from(rewardIssues)
    .where(
      inArray(
        rewardIssues.idempotencyKey,
        completionIds.map((id) => `completion:${id}`),
      ),
    );
}

describe('completions.record', () => {
  it('records a completion and issues its reward; the same evidence again answers the first, paying nothing more', async () => {
    const flu = await evidence('HHP100008', { sourceRef: 'claim-flu-1' });
    const first = await harness.services.completions.record(flu);
    expect(first).toMatchObject({ status: 'RECORDED', reward: { issuedAmount: 2000, notIssuedAmount: 0 } });
    const again = await harness.services.completions.record(flu);
    expect(again).toEqual({ ...first, status: 'ALREADY_RECORDED' });
    if (first.status !== 'RECORDED') return;
    expect(await rewardsFor([first.completionId])).toHaveLength(1);
  });

  it('answers NOT_DUE for a second flu shot in the same period, NOT_COVERED outside any coverage, NOT_IN_PROGRAMME for an unknown action', async () => {
    const second = await harness.services.completions.record(
      await evidence('HHP100008', { completionDate: '2026-02-20', sourceRef: 'claim-flu-2' }),
    );
    expect(second).toEqual({ status: 'NOT_DUE' });
    // Grace's coverage starts in 2027; member 999999 is nobody's.
    expect(await harness.services.completions.record(await evidence('HHP100007'))).toEqual({ status: 'NOT_COVERED' });
    expect(await harness.services.completions.record(await evidence('HHP100008', { healthActionId: 9999 }))).toEqual({
      status: 'NOT_IN_PROGRAMME',
    });
    expect(await harness.services.completions.record({ ...(await evidence('HHP100008')), memberId: 999_999 })).toEqual({
      status: 'NOT_COVERED',
    });
  });

  it('answers NOT_DUE for a date in no compliance period of the cohort', async () => {
    expect(await harness.services.completions.record(await evidence('HHP100001', { completionDate: '2024-06-01' }))).toEqual({
      status: 'NOT_DUE',
    });
  });

  it('records a refused questionnaire as done, earning nothing', async () => {
    const refused = await harness.services.completions.record(
      await evidence('HHP100009', { healthActionId: 103, source: 'QUESTIONNAIRE', sourceRef: 'response-1', refused: true }),
    );
    expect(refused).toMatchObject({ status: 'RECORDED', reward: null });
  });

  it('completes a compound action when its last child completes, and pays for it too', async () => {
    const james = 'HHP100004';
    const results = await harness.services.completions.recordMany([
      await evidence(james, { healthActionId: 111, sourceRef: 'claim-chol' }),
      await evidence(james, { healthActionId: 112, sourceRef: 'claim-bp' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['RECORDED', 'RECORDED']);
    const james_ = await memberId(james);
    const containerBefore = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, james_), eq(memberCompletions.healthActionId, 110)));
    expect(containerBefore).toHaveLength(0);
    const last = await harness.services.completions.record(
      await evidence(james, { healthActionId: 113, source: 'ARTICLE', sourceRef: 'article-heart' }),
    );
    expect(last.status).toBe('RECORDED');
    const container = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, james_), eq(memberCompletions.healthActionId, 110)));
    expect(container).toHaveLength(1);
    expect(container[0]).toMatchObject({ source: 'ARTICLE', sourceRef: 'children:113:ARTICLE:article-heart' });
    expect((await rewardsFor([container[0]!.id]))[0]).toMatchObject({ issuedAmount: 3000 });
  });

  it('judges a batch in order: the same evidence twice in one batch is recorded once, the second answering the first', async () => {
    const claim = await evidence('HHP100010', { sourceRef: 'claim-batch-dup' });
    const results = await harness.services.completions.recordMany([claim, claim]);
    expect(results[0]).toMatchObject({ status: 'RECORDED' });
    expect(results[1]).toEqual({ ...results[0], status: 'ALREADY_RECORDED' });
  });

  it('records 50 parallel calls of one piece of evidence as one completion with one reward', async () => {
    const claim = await evidence('HHP100002', { healthActionId: 101, sourceRef: 'claim-parallel' });
    const results = await Promise.all(Array.from({ length: 50 }, () => harness.services.completions.record(claim)));
    const ids = new Set(
      results.map((result) => (result.status === 'RECORDED' || result.status === 'ALREADY_RECORDED' ? result.completionId : 0)),
    );
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.status === 'RECORDED')).toHaveLength(1);
    const rows = await harness.database.db
      .select()
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, claim.memberId), eq(memberCompletions.healthActionId, 101)));
    expect(rows).toHaveLength(1);
    expect(await rewardsFor([rows[0]!.id])).toHaveLength(1);
    expect(new Set(results.map((result) => JSON.stringify('reward' in result ? result.reward : null))).size).toBe(1);
  });

  it('settles a completion the ledger never answered (a stop between the two), once, with several workers at it', async () => {
    const claim = await evidence('HHP100003', { healthActionId: 102, sourceRef: 'claim-crashed' });
    const recorded = await harness.services.completions.record(claim);
    if (recorded.status !== 'RECORDED') throw new Error('expected a new completion');
    // As if the process had stopped before the ledger answered: the reward is withdrawn from sight and the row left unsettled.
    await harness.database.db
      .update(memberCompletions)
      .set({ rewardSettledAt: null, rewardAttemptAfter: new Date('2026-01-01T00:00:00Z') })
      .where(eq(memberCompletions.id, recorded.completionId));
    const settled = await Promise.all([harness.services.completions.settleUnissued(), harness.services.completions.settleUnissued()]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await rewardsFor([recorded.completionId])).toHaveLength(1);
    const [row] = await harness.database.db.select().from(memberCompletions).where(eq(memberCompletions.id, recorded.completionId));
    expect(row!.rewardSettledAt).not.toBeNull();
    expect(await harness.services.completions.settleUnissued()).toBe(0);
  });
});
