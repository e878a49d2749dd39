import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, trackerEntries } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { readClientDefinition } from '../clients/client-definition-file';

let harness: TestApp;
let maria: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;

// 05:00 UTC on 3 March is 21:00 on 2 March in Los Angeles, HARBOR's time zone: the plan's today
// is the 2nd while UTC's is already the 3rd.
const EVENING_IN_LOS_ANGELES = new Date('2026-03-03T05:00:00Z');
const PLAN_TODAY = '2026-03-02';

interface ErrorAnswer {
  error: { code: string; fields?: Record<string, string>; details?: Record<string, string> };
}

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  harness.clock.set(EVENING_IN_LOS_ANGELES);
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => harness.close());

function call(jwt: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return harness.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
    ...(payload === undefined ? {} : { payload }),
  });
}

const put = (jwt: string, tracker: string, payload: Record<string, unknown>) => call(jwt, 'PUT', `/v1/web/tracking/${tracker}`, payload);
const history = async (jwt: string, tracker: string) =>
  json<{ entries: Record<string, unknown>[] }>(await call(jwt, 'GET', `/v1/web/tracking/history/${tracker}`)).entries;
const summaryOf = async (jwt: string, tracker: string) =>
  json<{ summary: Record<string, unknown>[] }>(await call(jwt, 'GET', '/v1/web/tracking/summary')).summary.find(
    (summary) => summary.tracker === tracker,
  );

async function mariasRows(): Promise<number> {
  const [row] = await harness.database.db.select({ rows: count() }).from(trackerEntries).where(eq(trackerEntries.memberId, maria.memberId));
  return row?.rows ?? 0;
}

describe("a member's tracker entries", () => {
  it('saves an entry and reads it back in the history and the summary', async () => {
    const saved = await put(mariaJwt, 'weight', { value: 172, date: '2026-03-01', source: 'MANUAL' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({
      entry: { date: '2026-03-01', value: 172, source: 'MANUAL', entered_by_hand: true },
      summary: {
        tracker: 'weight',
        latest: 172,
        latest_date: '2026-03-01',
        latest_systolic: null,
        latest_diastolic: null,
        sources: [{ name: 'MANUAL' }],
      },
    });
    expect(await history(mariaJwt, 'weight')).toEqual([{ date: '2026-03-01', value: 172, source: 'MANUAL', entered_by_hand: true }]);
    expect(await summaryOf(mariaJwt, 'weight')).toMatchObject({ latest: 172, latest_date: '2026-03-01' });
  });

  it("replaces the day's reading from the same source on a second save", async () => {
    expect((await put(mariaJwt, 'weight', { value: 170, date: '2026-03-01', source: 'MANUAL' })).statusCode).toBe(200);
    expect(await history(mariaJwt, 'weight')).toEqual([{ date: '2026-03-01', value: 170, source: 'MANUAL', entered_by_hand: true }]);
    expect(await summaryOf(mariaJwt, 'weight')).toMatchObject({ latest: 170 });
  });

  it('keeps a blood pressure as systolic and diastolic', async () => {
    const saved = await put(mariaJwt, 'bloodPressure', { value: 128, diastolic: 84, date: PLAN_TODAY, source: 'MANUAL' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({
      entry: { value: 128, diastolic: 84 },
      summary: { tracker: 'bloodPressure', latest: 128, latest_systolic: 128, latest_diastolic: 84 },
    });
    expect(await history(mariaJwt, 'bloodPressure')).toEqual([
      { date: PLAN_TODAY, value: 128, diastolic: 84, source: 'MANUAL', entered_by_hand: true },
    ]);
  });

  it('opens the trackers with their settings, the summary, and no device token', async () => {
    const response = await call(mariaJwt, 'GET', '/v1/web/tracking/init-tracking');
    expect(response.statusCode).toBe(200);
    const body = json<{ settings: unknown[]; summary: Record<string, unknown>[]; human_api_token: unknown }>(response);
    expect(body.settings).toEqual(
      ['nutrition', 'weight', 'workouts', 'glucose', 'steps', 'bloodPressure', 'sleep'].map((type) => ({
        type,
        // The demo programme's steps goal (tracker-goals.int.test.ts follows it).
        incentives: type === 'steps' ? [expect.objectContaining({ code: 'STEPS_20_DAYS', days_recorded: 0 })] : [],
      })),
    );
    expect(body.human_api_token).toBeNull();
    expect(body.summary.find((summary) => summary.tracker === 'weight')).toMatchObject({ latest: 170 });
    expect(body.summary.find((summary) => summary.tracker === 'sleep')).toEqual({
      tracker: 'sleep',
      latest: null,
      latest_date: null,
      latest_systolic: null,
      latest_diastolic: null,
      sources: [],
    });
  });
});

describe('the trackers as opened again', () => {
  const weightIn = async () =>
    json<{ summary: Record<string, unknown>[] }>(await call(mariaJwt, 'GET', '/v1/web/tracking/init-tracking')).summary.find(
      (summary) => summary.tracker === 'weight',
    );

  it('answers the kept page until a reading is saved, then shows the new reading', async () => {
    const first = await call(mariaJwt, 'GET', '/v1/web/tracking/init-tracking');
    expect((await call(mariaJwt, 'GET', '/v1/web/tracking/init-tracking')).body).toBe(first.body);
    expect(await put(mariaJwt, 'weight', { value: 168, date: PLAN_TODAY, source: 'MANUAL' })).toHaveProperty('statusCode', 200);
    expect(await weightIn()).toMatchObject({ latest: 168, latest_date: PLAN_TODAY });
    // A reading changed outside the portal's calls (an operator's correction) is shown too.
    await harness.database.db
      .delete(trackerEntries)
      .where(and(eq(trackerEntries.memberId, maria.memberId), eq(trackerEntries.entryDate, PLAN_TODAY)));
    expect(await weightIn()).not.toMatchObject({ latest_date: PLAN_TODAY });
  });
});

describe('device providers', () => {
  it('offers none the operator did not configure, and answers 404 to connecting one', async () => {
    expect(json<{ providers: string[] }>(await call(mariaJwt, 'GET', '/v1/web/tracking/devices')).providers).toEqual([]);
    for (const provider of ['HUMAN_API', 'DEMO_DEVICE']) {
      expect(
        (
          await harness.app.inject({
            method: 'POST',
            url: `/api/v1/web/tracking/devices/${provider}/connect`,
            headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
          })
        ).statusCode,
      ).toBe(404);
    }
  });
});

describe('an entry the tracker does not take', () => {
  const day = { date: '2026-02-20', source: 'MANUAL' };
  const cases: [string, string, Record<string, unknown>, Record<string, string>, Record<string, string>?][] = [
    ['a missing value', 'glucose', { ...day }, { value: 'validation.required' }],
    ['an empty value', 'glucose', { ...day, value: null }, { value: 'validation.required' }],
    ['text for a number', 'glucose', { ...day, value: 'high' }, { value: 'validation.numeric' }],
    ['a fraction of a step', 'steps', { ...day, value: 10.5 }, { value: 'validation.integer' }],
    ['a negative number', 'steps', { ...day, value: -5 }, { value: 'validation.minZero' }],
    // The 3rd is already today in UTC, not yet in the plan's time zone.
    ['a day after the plan’s today', 'steps', { ...day, value: 5, date: '2026-03-03' }, { date: 'validation.maxValueToday' }],
    ['a date that is no day', 'steps', { ...day, value: 5, date: '2026-02-30' }, { date: 'validation.invalid' }],
    ['a missing date', 'steps', { value: 5, source: 'MANUAL' }, { date: 'validation.required' }],
    [
      'a weight out of range',
      'weight',
      { ...day, value: 20 },
      { value: 'validation.outOfRange' },
      { 'value.min': '50', 'value.max': '1000' },
    ],
    [
      'a diastolic above the systolic',
      'bloodPressure',
      { ...day, value: 120, diastolic: 130 },
      { diastolic: 'validation.diastolicBelowSystolic' },
    ],
    ['a blood pressure without its diastolic', 'bloodPressure', { ...day, value: 120 }, { diastolic: 'validation.required' }],
    ['a source a member cannot enter by hand', 'steps', { ...day, value: 5, source: 'Fitbit' }, { source: 'validation.invalid' }],
    ['an unknown tracker', 'mood', { ...day, value: 3 }, { tracker: 'validation.invalid' }],
  ];

  it.each(cases)('%s answers 400 naming the field, and saves nothing', async (_case, tracker, payload, fields, details) => {
    const before = await mariasRows();
    const response = await put(mariaJwt, tracker, payload);
    expect(response.statusCode).toBe(400);
    const { error } = json<ErrorAnswer>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(fields);
    if (details) expect(error.details).toEqual(details);
    expect(await mariasRows()).toBe(before);
  });
});

describe('one member and another', () => {
  it("never shows one member another's entries", async () => {
    expect(await history(aishaJwt, 'weight')).toEqual([]);
    expect(await summaryOf(aishaJwt, 'weight')).toMatchObject({ latest: null, sources: [] });
    expect((await put(aishaJwt, 'weight', { value: 140, date: PLAN_TODAY, source: 'MANUAL' })).statusCode).toBe(200);
    expect((await history(mariaJwt, 'weight')).map((entry) => entry.value)).toEqual([170]);
  });
});

describe('a plan without trackers', () => {
  it('answers FEATURE_DISABLED to every tracking call', async () => {
    const harbor = await readClientDefinition(path.join(SEED_DIR, 'clients', 'harbor.json'));
    await harness.services.clients.applyDefinition({ ...harbor, features: harbor.features.filter((feature) => feature !== 'TRACKING') });
    try {
      const before = await mariasRows();
      for (const response of [
        await call(mariaJwt, 'GET', '/v1/web/tracking/init-tracking'),
        await call(mariaJwt, 'GET', '/v1/web/tracking/summary'),
        await call(mariaJwt, 'GET', '/v1/web/tracking/history/steps'),
        await put(mariaJwt, 'steps', { value: 10, date: PLAN_TODAY, source: 'MANUAL' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(json<ErrorAnswer>(response).error.code).toBe('FEATURE_DISABLED');
      }
      expect(await mariasRows()).toBe(before);
    } finally {
      await harness.services.clients.applyDefinition(harbor);
    }
  });
});

describe("staff viewing a member's portal", () => {
  it("read the member's trackers and cannot save an entry for them", async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'tracking.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asks about her weight tracker',
    });
    expect(opened.statusCode).toBe(200);
    const viewerJwt = opened.json<{ jwt: string }>().jwt;
    expect((await history(viewerJwt, 'weight')).map((entry) => entry.value)).toEqual([170]);
    const before = await mariasRows();
    const write = await put(viewerJwt, 'weight', { value: 150, date: PLAN_TODAY, source: 'MANUAL' });
    expect(write.statusCode).toBe(403);
    expect(json<ErrorAnswer>(write).error.code).toBe('IMPERSONATION_READ_ONLY');
    expect(await mariasRows()).toBe(before);
    expect((await history(mariaJwt, 'weight')).map((entry) => entry.value)).toEqual([170]);
  });
});

describe('a member row removed', () => {
  it('takes its tracker entries with it', async () => {
    const [member] = await harness.database.db
      .insert(members)
      .values({ clientId: maria.clientId, clientMemberId: 'HHP-TRACKER-GONE', firstName: 'Test', lastName: 'Removed', dob: '1980-01-01' })
      .returning({ id: members.id });
    const now = harness.clock.now();
    await harness.database.db.insert(trackerEntries).values({
      clientId: maria.clientId,
      memberId: member!.id,
      tracker: 'steps',
      entryDate: PLAN_TODAY,
      value: 100,
      source: 'MANUAL',
      enteredByHand: true,
      createdAt: now,
      updatedAt: now,
    });
    await harness.database.db.delete(members).where(eq(members.id, member!.id));
    const [left] = await harness.database.db.select({ rows: count() }).from(trackerEntries).where(eq(trackerEntries.memberId, member!.id));
    expect(left?.rows).toBe(0);
  });
});

// Last: it moves the clock on.
describe('the history', () => {
  it("spans today and the 29 days before it in the plan's time zone, newest first", async () => {
    for (const [date, value] of [
      ['2026-01-31', 3_000],
      ['2026-02-01', 4_000],
      [PLAN_TODAY, 5_000],
    ] as const) {
      expect((await put(mariaJwt, 'steps', { value, date, source: 'MANUAL' })).statusCode).toBe(200);
    }
    // 30 days before the plan's today is out, 29 days before is in.
    expect((await history(mariaJwt, 'steps')).map((entry) => entry.date)).toEqual([PLAN_TODAY, '2026-02-01']);
    // Once it is the 3rd in Los Angeles, the 1st of February is 30 days back too.
    harness.clock.set(new Date('2026-03-03T09:00:00Z'));
    mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    expect((await history(mariaJwt, 'steps')).map((entry) => entry.date)).toEqual([PLAN_TODAY]);
  });
});
