import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { DANIEL, register } from '../../../test/identity-flows';
import { coverageOf, earningFor, type DemoCoverage } from '../../../test/ledger-helpers';
import { createStaff, staffCall, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let maria: DemoCoverage;
let daniel: DemoCoverage;
let aisha: DemoCoverage;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  daniel = await coverageOf(harness, 'HHP100002');
  aisha = await coverageOf(harness, 'HHP100005');
  admin = await createStaff(harness, 'rewards.admin', 'ADMIN');
  support = await createStaff(harness, 'rewards.support', 'SUPPORT');
  const { ledger } = harness.services;
  await ledger.issueReward(earningFor(maria, { amount: 5000, earnedOn: '2026-02-10', period: { id: 1002, maxRewardAmount: 25000 } }));
  await ledger.issueReward(earningFor(maria, { amount: 2500, earnedOn: '2026-02-20', expiresOn: '2026-12-31', source: 'ATTESTATION' }));
  await ledger.issueReward(earningFor(daniel, { amount: 1000, earnedOn: '2026-01-15' }));
  await ledger.issueReward(earningFor(aisha, { amount: 700, earnedOn: '2026-01-20' }));
});

afterAll(async () => harness.close());

async function rewardsInit(jwt: string, query = '', client = 'HARBOR') {
  return harness.app.inject({
    method: 'GET',
    url: `/api/v1/web/rewards/init${query}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
  });
}

describe('GET /api/v1/web/rewards/init', () => {
  it("answers the member's balance, yearly maximum, what expires when, and the history of every earning", async () => {
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const response = await rewardsInit(jwt);
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({
      reward_type: 'DOLLARS',
      year: 2026,
      yearly_maximum: 25000,
      earned_this_year: 7500,
      available: 7500,
      expiring: [{ amount: 2500, expires_on: '2026-12-31' }],
      rewards_config: { has_basket: true, has_direct: false },
    });
    expect(body.point_summaries).toEqual([
      {
        member_coverage_id: maria.memberCoverageId,
        available_points: 7500,
        expiration_date: '2026-12-31',
        cohort_incentive_strategy_id: 11,
        cohort_incentive_strategy_type: 'COHORT',
        total_points: 7500,
      },
    ]);
    const history = body.incentives_history as Record<string, unknown>[];
    expect(history).toHaveLength(2);
    expect(history.find((entry) => entry.amount === 5000)).toMatchObject({
      type: 'REWARD',
      strategy_id: 11,
      health_action_cd: 'ANNUAL_CHECKUP',
      data_type: 'CLAIM',
      end_date: null,
      not_issued_amount: 0,
      not_issued_reason: null,
    });
    // Maria is a subscriber: her dependents' figures come with hers.
    expect(body.dependents).toEqual(
      expect.arrayContaining([
        { member_id: daniel.memberId, earned_this_year: 1000, available: 1000 },
        { member_id: expect.any(Number) as unknown, earned_this_year: 0, available: 0 },
      ]),
    );
  });

  it("shows a dependent's rewards to their subscriber, and to no one else", async () => {
    const subscriber = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const asSubscriber = await rewardsInit(subscriber.jwt, `?dependentId=${daniel.memberId}`);
    expect(asSubscriber.statusCode).toBe(200);
    expect(json(asSubscriber)).toMatchObject({ available: 1000, dependents: [] });

    const other = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const asOther = await rewardsInit(other.jwt, `?dependentId=${daniel.memberId}`);
    expect(asOther.statusCode).toBe(403);
    expect(json(asOther)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(asOther.body).not.toContain('1000');

    // A dependent sees their own rewards, never their subscriber's.
    const dependent = await register(harness, DANIEL);
    const own = await rewardsInit(dependent.jwt);
    expect(json(own)).toMatchObject({ available: 1000, dependents: [] });
    expect((await rewardsInit(dependent.jwt, `?dependentId=${maria.memberId}`)).statusCode).toBe(403);
  });

  it("refuses another member's id in the query, and ids that are not ids", async () => {
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    expect((await rewardsInit(jwt, `?impersonatedMemberId=${maria.memberId}`)).statusCode).toBe(403);
    expect((await rewardsInit(jwt, `?dependentId=${aisha.memberId}`)).statusCode).toBe(403);
    const bad = await rewardsInit(jwt, '?dependentId=abc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const own = json(await rewardsInit(jwt));
    expect(own).toMatchObject({ available: 700, dependents: [] });
  });

  it("gives each member the most they may earn this year: the plan's maximum, or their cohort's period maximum when lower", async () => {
    // Aisha's Medicaid cohort earns at most $150 a period; Maria's commercial one the plan's $250.
    const aishaAnswer = json(await rewardsInit((await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt));
    expect(aishaAnswer).toMatchObject({ yearly_maximum: 15000 });
    const mariaAnswer = json(await rewardsInit((await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt));
    expect(mariaAnswer).toMatchObject({ yearly_maximum: 25000 });
  });

  it('answers MESA members in points, with their employer-group strategy', async () => {
    const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    const body = json(await rewardsInit(jwt, '', 'MESA'));
    expect(body).toMatchObject({ reward_type: 'POINTS', available: 0, incentives_history: [] });
  });

  it('lets support staff viewing the member read it, not change anything', async () => {
    const staffJwt = await staffSignIn(harness, support);
    const started = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asked about her rewards balance',
    });
    const viewerJwt = started.json<{ jwt: string }>().jwt;
    const viewed = await rewardsInit(viewerJwt, `?impersonatedMemberId=${maria.memberId}`);
    expect(viewed.statusCode).toBe(200);
    expect(json(viewed)).toMatchObject({ available: 7500 });
    const write = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/staff/members/${maria.memberId}/rewards/adjustments`,
      headers: { authorization: `Bearer ${viewerJwt}` },
      payload: { member_coverage_id: maria.memberCoverageId, amount: 100, reason: 'Goodwill' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('POST /api/v1/staff/members/:memberId/rewards/adjustments', () => {
  const adjustmentUrl = (memberId: number) => `/api/v1/staff/members/${memberId}/rewards/adjustments`;

  it('adjusts with a reason, answers the new balance, and keeps the reason in the audit log', async () => {
    const jwt = await staffSignIn(harness, admin);
    const response = await staffCall(harness, jwt, 'POST', adjustmentUrl(aisha.memberId), {
      member_coverage_id: aisha.memberCoverageId,
      amount: -200,
      reason: 'Reward issued twice by mistake',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ member_coverage_id: aisha.memberCoverageId, currency: 'DOLLARS', balance: 500 });
    const rows = await harness.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'REWARDS_ADJUSTMENT'), eq(auditEvents.memberId, aisha.memberId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: admin.id, clientId: aisha.clientId, outcome: 200 });
    expect(rows[0]?.reason).toContain('Reward issued twice by mistake');
  });

  it('refuses a missing or short reason, a zero amount, and a result below zero, each audited as refused', async () => {
    const jwt = await staffSignIn(harness, admin);
    const body = { member_coverage_id: aisha.memberCoverageId, amount: 100 };
    expect((await staffCall(harness, jwt, 'POST', adjustmentUrl(aisha.memberId), body)).statusCode).toBe(400);
    expect((await staffCall(harness, jwt, 'POST', adjustmentUrl(aisha.memberId), { ...body, reason: ' x ' })).statusCode).toBe(400);
    expect(
      (await staffCall(harness, jwt, 'POST', adjustmentUrl(aisha.memberId), { ...body, amount: 0, reason: 'Nothing' })).statusCode,
    ).toBe(400);
    const below = await staffCall(harness, jwt, 'POST', adjustmentUrl(aisha.memberId), { ...body, amount: -501, reason: 'Too much' });
    expect(below.statusCode).toBe(422);
    expect(json(below)).toMatchObject({ error: { code: 'ADJUSTMENT_BELOW_ZERO', details: { balance: '500' } } });
    // Refused before the handler ran, a request is still recorded, under its path.
    const refused = await harness.database.db
      .select({ outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'REWARDS_ADJUSTMENT'), eq(auditEvents.path, adjustmentUrl(aisha.memberId))));
    expect(refused.map((row) => row.outcome).sort()).toEqual([200, 400, 400, 400, 422].sort());
  });

  it("refuses support staff, and a coverage that is not the member's", async () => {
    const supportJwt = await staffSignIn(harness, support);
    const payload = { member_coverage_id: aisha.memberCoverageId, amount: 100, reason: 'Goodwill credit' };
    const bySupport = await staffCall(harness, supportJwt, 'POST', adjustmentUrl(aisha.memberId), payload);
    expect(bySupport.statusCode).toBe(403);
    const adminJwt = await staffSignIn(harness, admin);
    const wrongMember = await staffCall(harness, adminJwt, 'POST', adjustmentUrl(maria.memberId), payload);
    expect(wrongMember.statusCode).toBe(404);
    // Neither changed the balance.
    const [balance] = await harness.services.ledger.balances(aisha.clientId, [aisha.memberCoverageId], '2026-03-02');
    expect(balance?.available).toBe(500);
  });
});
