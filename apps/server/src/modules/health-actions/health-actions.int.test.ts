import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { memberCompletions, members, rewardIssues } from '../../db/schema';

let harness: TestApp;
const jwts: Record<string, string> = {};

beforeAll(async () => {
  harness = await createTestApp();
  jwts.maria = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.aisha = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR, 'HARBOR')).jwt;
  jwts.robert = (await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA')).jwt;
});

afterAll(async () => {
  await harness.close();
});

const CLIENT_OF: Record<string, 'HARBOR' | 'MESA'> = { maria: 'HARBOR', aisha: 'HARBOR', robert: 'MESA' };

function call(who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return harness.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${jwts[who]}`, 'x-client-abbreviation': CLIENT_OF[who]! },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function memberId(clientMemberId: string): Promise<number> {
  const [row] = await harness.database.db.select({ id: members.id }).from(members).where(eq(members.clientMemberId, clientMemberId));
  return row!.id;
}

interface ActionWire {
  id: number;
  code: string;
  attestable: boolean;
  verified_by_claims: boolean;
  member_data: Record<string, Record<string, unknown> & { state: string; availability: { open: boolean; reason: string } }>;
  to_do_members: number[];
}

async function init(
  who: string,
): Promise<{ programme: Record<string, unknown>; members: { id: number }[]; health_actions: ActionWire[]; catalogs: unknown[] }> {
  const response = await call(who, 'GET', '/v3/web/health-actions/init');
  expect(response.statusCode).toBe(200);
  return json(response);
}

const attest = (who: string, actionId: number | string, body: unknown) =>
  call(who, 'POST', `/v2/web/health-actions/${actionId}/member-attestation`, body);

describe('GET /api/v3/web/health-actions/init', () => {
  it("answers the plan's programme with each household member's data: the member and their own dependents only", async () => {
    const body = await init('maria');
    expect(body.programme).toEqual({ reward_type: 'DOLLARS', incentive_strategy: 'COHORT', yearly_maximum: 25000, claims_lag_days: 45 });
    const household = [await memberId('HHP100001'), await memberId('HHP100002'), await memberId('HHP100003')];
    expect(body.members.map((member) => member.id)).toEqual(household);
    expect(body.health_actions).toHaveLength(12);
    const checkup = body.health_actions.find((action) => action.code === 'ANNUAL_CHECKUP')!;
    expect(Object.keys(checkup.member_data).map(Number).sort()).toEqual([...household].sort());
    expect(checkup).toMatchObject({ attestable: true, verified_by_claims: true, to_do_members: household });
    expect(checkup.member_data[String(household[0])]).toMatchObject({
      state: 'INCOMPLETE',
      availability: { open: true, reason: 'OPEN' },
      max_earnable_incentive_amount: 5000,
      completions: [],
    });
    const periods = checkup.member_data[String(household[0])]!.compliance_periods as {
      id: number;
      is_compliant: boolean;
      max_reward_amount: number;
    }[];
    expect(periods.map((period) => [period.id, period.is_compliant, period.max_reward_amount])).toEqual([
      [1001, false, 25000],
      [1002, false, 25000],
      [1003, false, 25000],
    ]);
    expect(body.catalogs).toEqual([{ code: 'HHP-GIFT-CARDS', health_actions: expect.arrayContaining([101, 102]) }]);
  });

  it("refuses to name another member (an impersonation is staff's)", async () => {
    const response = await call('maria', 'GET', `/v3/web/health-actions/init?impersonatedMemberId=${await memberId('HHP100005')}`);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('never shows another household: Aisha sees herself only', async () => {
    const body = await init('aisha');
    expect(body.members.map((member) => member.id)).toEqual([await memberId('HHP100005')]);
    for (const action of body.health_actions) expect(Object.keys(action.member_data)).toEqual([String(await memberId('HHP100005'))]);
  });
});

describe('POST /api/v2/web/health-actions/:healthActionId/member-attestation', () => {
  it('keeps an attestation of a claims-verified action waiting for the plan data, with the expected date', async () => {
    const maria = await memberId('HHP100001');
    const response = await attest('maria', 101, { member_id: maria, completion_date: '2026-02-20' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      state: 'PENDING_VERIFICATION',
      attestation: {
        member_id: maria,
        completion_date: '2026-02-20',
        journey: [
          { step: 'DONE', date: '2026-02-20' },
          { step: 'WAITING_FOR_PLAN_DATA', date: null, expected_by: '2026-04-06', reason: 'CLAIMS_LAG' },
        ],
      },
    });
    const checkup = (await init('maria')).health_actions.find((action) => action.id === 101)!;
    expect(checkup.member_data[String(maria)]!.state).toBe('PENDING_VERIFICATION');
  });

  it("accepts one for the member's own dependent", async () => {
    const daniel = await memberId('HHP100002');
    const response = await attest('maria', 102, { member_id: daniel, completion_date: '2026-02-01' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ state: 'PENDING_VERIFICATION', attestation: { member_id: daniel } });
  });

  it("refuses another member's id, a dependent of someone else and a made-up id, alike", async () => {
    for (const id of [await memberId('HHP100005'), await memberId('HHP100004'), 999_999]) {
      const response = await attest('maria', 101, { member_id: id, completion_date: '2026-02-20' });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ error: { code: 'HEALTH_ACTION_MEMBER_NOT_FOUND' } });
    }
    const daniel = await memberId('HHP100002');
    const response = await attest('aisha', 101, { member_id: daniel, completion_date: '2026-02-20' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'HEALTH_ACTION_MEMBER_NOT_FOUND' } });
  });

  it('refuses a date after today in the plan time zone', async () => {
    const response = await attest('maria', 101, { member_id: await memberId('HHP100001'), completion_date: '2026-03-03' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ error: { code: 'ATTESTATION_DATE_IN_FUTURE', details: { today: '2026-03-02' } } });
  });

  it('refuses a date before the reference date: the start of the compliance period running today', async () => {
    const response = await attest('maria', 101, { member_id: await memberId('HHP100001'), completion_date: '2025-12-31' });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ error: { code: 'ATTESTATION_DATE_TOO_EARLY', details: { reference_date: '2026-01-01' } } });
  });

  it('refuses an action a member cannot attest, and an unknown one', async () => {
    const maria = await memberId('HHP100001');
    const profile = await attest('maria', 104, { member_id: maria, completion_date: '2026-02-20' });
    expect(profile.statusCode).toBe(422);
    expect(json(profile)).toMatchObject({ error: { code: 'ATTESTATION_NOT_ACCEPTED' } });
    const unknown = await attest('maria', 9999, { member_id: maria, completion_date: '2026-02-20' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ error: { code: 'HEALTH_ACTION_NOT_FOUND' } });
  });

  it('answers a bad body or path with a 4xx and a code, never a 500', async () => {
    const maria = await memberId('HHP100001');
    const bodies: unknown[] = [
      {},
      { member_id: maria },
      { member_id: maria, completion_date: '20-02-2026' },
      { member_id: maria, completion_date: '2026-02-30' },
      { member_id: 'me', completion_date: '2026-02-20' },
      { member_id: -1, completion_date: '2026-02-20' },
    ];
    for (const body of bodies) {
      const response = await attest('maria', 101, body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    for (const path of ['abc', '0', '99999999999']) {
      const response = await attest('maria', path, { member_id: maria, completion_date: '2026-02-20' });
      expect(response.statusCode).toBe(400);
    }
  });

  it('completes an action the plan takes the member’s word for, and issues its reward once', async () => {
    const robert = await memberId('MV-20001');
    const first = await attest('robert', 206, { member_id: robert, completion_date: '2026-02-15' });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ state: 'COMPLETED' });
    const again = await attest('robert', 206, { member_id: robert, completion_date: '2026-02-15' });
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ error: { code: 'HEALTH_ACTION_NOT_OPEN', details: { reason: 'DONE_FOR_PERIOD' } } });
    const walking = (await init('robert')).health_actions.find((action) => action.id === 206)!;
    const data = walking.member_data[String(robert)]!;
    expect(data.state).toBe('COMPLETED');
    expect(data.availability).toEqual({ open: false, reason: 'DONE_FOR_PERIOD' });
    const [completion] = data.completions as { source: string; reward: { issued_amount: number }; journey: { step: string }[] }[];
    expect(completion).toMatchObject({ source: 'ATTESTATION', reward: { issued_amount: 300, expires_on: '2027-03-02' } });
    expect(completion!.journey.map((step) => step.step)).toEqual(['DONE', 'VERIFIED', 'ISSUED', 'EXPIRING']);
  });
});

describe('POST /api/v1/web/health-actions/:healthActionId/reasonable-alternative', () => {
  const ask = (who: string, actionId: number, body: unknown) =>
    call(who, 'POST', `/v1/web/health-actions/${actionId}/reasonable-alternative`, body);

  it("records the request and sends it to the plan's support address", async () => {
    const maria = await memberId('HHP100001');
    const response = await ask('maria', 112, {
      member_id: maria,
      message: 'My doctor advises against the test.',
      contact_phone: '5035550142',
    });
    expect(response.statusCode).toBe(200);
    const [sent] = await harness.services.devOutbox.list('rewards@harborhealth.example');
    expect(sent?.subject).toContain('reasonable alternative');
    expect(sent?.body).toContain('BLOOD_PRESSURE_CHECK');
    expect(sent?.body).toContain('My doctor advises against the test.');
    expect(sent?.body).toContain('HHP100001');
  });

  it("refuses another member's id, an empty or too long message", async () => {
    expect((await ask('maria', 112, { member_id: await memberId('HHP100005'), message: 'Hello' })).statusCode).toBe(404);
    const maria = await memberId('HHP100001');
    expect((await ask('maria', 112, { member_id: maria, message: '   ' })).statusCode).toBe(400);
    expect((await ask('maria', 112, { member_id: maria, message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await ask('maria', 9999, { member_id: maria, message: 'Hello' })).statusCode).toBe(404);
  });
});

describe('PROFILE_UPDATED completes the profile-update action', () => {
  const activity = (who: string, body: unknown) => call(who, 'POST', '/v4/web/member/post-member-activity', body);

  async function profileCompletions(who: string, clientMemberId: string) {
    const id = await memberId(clientMemberId);
    return harness.database.db
      .select()
      .from(memberCompletions)
      .where(and(eq(memberCompletions.memberId, id), eq(memberCompletions.healthActionId, 104)));
  }

  it('only when the server saw the profile change, and once however often it is reported', async () => {
    expect((await activity('aisha', { activity_type: 'PROFILE_UPDATED' })).statusCode).toBe(200);
    expect(await profileCompletions('aisha', 'HHP100005')).toHaveLength(0);
    const change = await call('aisha', 'PUT', '/v1/web/member/update/ethnography', { race: null, ethnography: null });
    expect(change.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const response = await activity('aisha', { activity_type: 'PROFILE_UPDATED', activity_payload: { source: 'ACCOUNT_PAGE' } });
      expect(response.statusCode).toBe(200);
    }
    const completions = await profileCompletions('aisha', 'HHP100005');
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatchObject({ source: 'PROFILE_UPDATE', completionDate: '2026-03-02' });
    const rewards = await harness.database.db
      .select()
      .from(rewardIssues)
      .where(eq(rewardIssues.idempotencyKey, `completion:${completions[0]!.id}`));
    expect(rewards).toHaveLength(1);
    const action = (await init('aisha')).health_actions.find((candidate) => candidate.id === 104)!;
    expect(action.member_data[String(await memberId('HHP100005'))]).toMatchObject({
      state: 'COMPLETED',
      profile_updated: true,
      availability: { open: false, reason: 'ONCE_DONE' },
    });
  });

  it('keeps the activity payload the spec names', async () => {
    const response = await activity('maria', {
      activity_type: 'READ_ARTICLE',
      activity_payload: { source: 'LIBRARY', content_id: 'seven-hours-of-sleep' },
    });
    expect(response.statusCode).toBe(200);
    const article = (await init('maria')).health_actions.find((candidate) => candidate.code === 'ARTICLE_SLEEP_WELL')!;
    expect(article.member_data[String(await memberId('HHP100001'))]!.articles_marked_as_read).toEqual([
      { content_id: 'seven-hours-of-sleep', read_on: '2026-03-02' },
    ]);
  });
});

describe("staff viewing a member's portal", () => {
  it('read the health actions as the member sees them, and cannot attest or ask anything for them', async () => {
    const maria = await memberId('HHP100001');
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'actions.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria,
      reason: 'Member asks about a reward',
    });
    expect(opened.statusCode).toBe(200);
    const viewer = { authorization: `Bearer ${opened.json<{ jwt: string }>().jwt}`, 'x-client-abbreviation': 'HARBOR' };
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/v3/web/health-actions/init?impersonatedMemberId=${maria}`,
      headers: viewer,
    });
    expect(read.statusCode).toBe(200);
    expect(json<{ members: { id: number }[] }>(read).members[0]!.id).toBe(maria);
    for (const url of ['/api/v2/web/health-actions/101/member-attestation', '/api/v1/web/health-actions/112/reasonable-alternative']) {
      const write = await harness.app.inject({
        method: 'POST',
        url,
        headers: viewer,
        payload: { member_id: maria, completion_date: '2026-02-20', message: 'x' },
      });
      expect(write.statusCode).toBe(403);
      expect(json(write)).toMatchObject({ error: { code: 'IMPERSONATION_READ_ONLY' } });
    }
  });
});

describe("member-info's compliance periods", () => {
  it('carry the programme ids and strategy, in dollars as before', async () => {
    const response = await call('maria', 'GET', '/v3/web/member/member-info');
    const [coverage] = json<{ member_coverages: { compliance_periods: Record<string, unknown>[] }[] }>(response).member_coverages;
    expect(
      coverage!.compliance_periods.map((period) => [period.id, period.cohort_incentive_strategy_id, period.max_reward_amount]),
    ).toEqual([
      [1001, 11, 250],
      [1002, 11, 250],
      [1003, 11, 250],
    ]);
  });
});
