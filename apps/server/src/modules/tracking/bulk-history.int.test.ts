import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { daysFrom, deviceReading, trackerRows, trackingCalls, type ErrorAnswer } from '../../../test/tracking-helpers';
import { readClientDefinition } from '../clients/client-definition-file';

let harness: TestApp;
let calls: ReturnType<typeof trackingCalls>;
let maria: DemoCoverage;
let mariaJwt: string;

// 05:00 UTC on 3 March is 21:00 on 2 March in Los Angeles, HARBOR's time zone: the plan's today
// is the 2nd, and the history's first day the 1st of February.
const EVENING_IN_LOS_ANGELES = new Date('2026-03-03T05:00:00Z');
const PLAN_TODAY = '2026-03-02';
const FIRST_DAY = '2026-02-01';

beforeAll(async () => {
  harness = await createTestApp();
  calls = trackingCalls(harness);
  maria = await coverageOf(harness, 'HHP100001');
  harness.clock.set(EVENING_IN_LOS_ANGELES);
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
});
afterAll(async () => harness.close());

describe('back-filling missed days', () => {
  it('saves every day by hand and answers the refreshed history and summary', async () => {
    const response = await calls.backFill(mariaJwt, 'weight', [
      { date: '2026-02-10', value: 171 },
      { date: '2026-02-11', value: 172 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      entries: [
        { date: '2026-02-11', value: 172, source: 'MANUAL', entered_by_hand: true },
        { date: '2026-02-10', value: 171, source: 'MANUAL', entered_by_hand: true },
      ],
      summary: {
        tracker: 'weight',
        latest: 172,
        latest_date: '2026-02-11',
        latest_systolic: null,
        latest_diastolic: null,
        sources: [{ name: 'MANUAL' }],
      },
    });
  });

  it('takes the first and the last day of the history window on the plan’s clock', async () => {
    const response = await calls.backFill(mariaJwt, 'glucose', [
      { date: FIRST_DAY, value: 95 },
      { date: PLAN_TODAY, value: 101 },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await calls.history(mariaJwt, 'glucose')).map((entry) => entry.date)).toEqual([PLAN_TODAY, FIRST_DAY]);
  });

  it('keeps a blood pressure’s diastolic', async () => {
    const response = await calls.backFill(mariaJwt, 'bloodPressure', [{ date: '2026-02-15', value: 124, diastolic: 82 }]);
    expect(response.statusCode).toBe(200);
    expect(json<{ entries: unknown[] }>(response).entries).toEqual([
      { date: '2026-02-15', value: 124, diastolic: 82, source: 'MANUAL', entered_by_hand: true },
    ]);
  });

  it('never replaces a device’s reading of the same day', async () => {
    await deviceReading(harness, maria, 'steps', '2026-02-20', 8_000);
    const response = await calls.backFill(mariaJwt, 'steps', [{ date: '2026-02-20', value: 6_000 }]);
    expect(response.statusCode).toBe(200);
    const ofThatDay = (await calls.history(mariaJwt, 'steps')).filter((entry) => entry.date === '2026-02-20');
    expect(ofThatDay).toEqual(
      expect.arrayContaining([
        { date: '2026-02-20', value: 8_000, source: 'Fitbit', entered_by_hand: false },
        { date: '2026-02-20', value: 6_000, source: 'MANUAL', entered_by_hand: true },
      ]),
    );
    expect(ofThatDay).toHaveLength(2);
    expect(await trackerRows(harness, maria.memberId, 'Fitbit')).toBe(1);
  });

  it('replaces its own hand entry of a day', async () => {
    expect((await calls.backFill(mariaJwt, 'weight', [{ date: '2026-02-10', value: 169 }])).statusCode).toBe(200);
    const ofThatDay = (await calls.history(mariaJwt, 'weight')).filter((entry) => entry.date === '2026-02-10');
    expect(ofThatDay).toEqual([{ date: '2026-02-10', value: 169, source: 'MANUAL', entered_by_hand: true }]);
  });
});

describe('a back-fill with one bad day', () => {
  const good = (date: string) => ({ date, value: 5_000 });
  const cases: [string, string, Record<string, unknown>[], Record<string, string>, Record<string, string>?][] = [
    ['a day before the window', 'steps', [good('2026-02-05'), good('2026-01-31')], { 'entries.1.date': 'validation.outsideHistory' }],
    [
      'a day after the plan’s today (already today in UTC)',
      'steps',
      [good('2026-02-05'), good('2026-03-03')],
      { 'entries.1.date': 'validation.maxValueToday' },
    ],
    [
      'a day listed twice',
      'steps',
      [good('2026-02-05'), good('2026-02-06'), good('2026-02-05')],
      { 'entries.2.date': 'validation.duplicateDate' },
    ],
    [
      'a fourth day out of range',
      'weight',
      [
        { date: '2026-02-05', value: 170 },
        { date: '2026-02-06', value: 170 },
        { date: '2026-02-07', value: 170 },
        { date: '2026-02-08', value: 2_000 },
      ],
      { 'entries.3.value': 'validation.outOfRange' },
      { 'entries.3.value.min': '50', 'entries.3.value.max': '1000' },
    ],
    [
      'text for a number',
      'steps',
      [good('2026-02-05'), { date: '2026-02-06', value: 'many' }],
      { 'entries.1.value': 'validation.numeric' },
    ],
    ['a missing value', 'steps', [good('2026-02-05'), { date: '2026-02-06' }], { 'entries.1.value': 'validation.required' }],
    [
      'a diastolic above the systolic',
      'bloodPressure',
      [{ date: '2026-02-05', value: 120, diastolic: 125 }],
      { 'entries.0.diastolic': 'validation.diastolicBelowSystolic' },
    ],
    ['no day at all', 'steps', [], { entries: 'validation.entryCount' }],
    ['more days than the window holds', 'steps', daysFrom('2026-01-01', 31).map(good), { entries: 'validation.entryCount' }],
    ['an unknown tracker', 'mood', [good('2026-02-05')], { tracker_type: 'validation.invalid' }],
  ];
  it.each(cases)('%s answers 400 naming the field, and saves none of the days', async (_case, tracker, entries, fields, details) => {
    const before = await trackerRows(harness, maria.memberId);
    const response = await calls.backFill(mariaJwt, tracker, entries);
    expect(response.statusCode).toBe(400);
    const { error } = json<ErrorAnswer>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual(fields);
    if (details) expect(error.details).toEqual(details);
    expect(await trackerRows(harness, maria.memberId)).toBe(before);
  });
});

describe("staff viewing a member's portal", () => {
  it('cannot back-fill for them', async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'bulk.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asks about filling in missed days',
    });
    const viewerJwt = opened.json<{ jwt: string }>().jwt;
    const before = await trackerRows(harness, maria.memberId);
    const write = await calls.backFill(viewerJwt, 'steps', [{ date: '2026-02-25', value: 3_000 }]);
    expect(write.statusCode).toBe(403);
    expect(json<ErrorAnswer>(write).error.code).toBe('IMPERSONATION_READ_ONLY');
    expect(await trackerRows(harness, maria.memberId)).toBe(before);
  });
});

describe('a plan without trackers', () => {
  it('refuses a back-fill with FEATURE_DISABLED', async () => {
    const harbor = await readClientDefinition(path.join(SEED_DIR, 'clients', 'harbor.json'));
    await harness.services.clients.applyDefinition({ ...harbor, features: harbor.features.filter((feature) => feature !== 'TRACKING') });
    try {
      const before = await trackerRows(harness, maria.memberId);
      const response = await calls.backFill(mariaJwt, 'steps', [{ date: '2026-02-25', value: 3_000 }]);
      expect(response.statusCode).toBe(403);
      expect(json<ErrorAnswer>(response).error.code).toBe('FEATURE_DISABLED');
      expect(await trackerRows(harness, maria.memberId)).toBe(before);
    } finally {
      await harness.services.clients.applyDefinition(harbor);
    }
  });
});

// Last: it moves the clock on.
describe('the window on the test clock', () => {
  it('moves with the plan’s day: once it is the 3rd in Los Angeles, the 1st of February is out', async () => {
    harness.clock.set(new Date('2026-03-03T09:00:00Z'));
    mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    const refused = await calls.backFill(mariaJwt, 'sleep', [{ date: FIRST_DAY, value: 420 }]);
    expect(json<ErrorAnswer>(refused).error.fields).toEqual({ 'entries.0.date': 'validation.outsideHistory' });
    const taken = await calls.backFill(mariaJwt, 'sleep', [
      { date: '2026-02-02', value: 420 },
      { date: '2026-03-03', value: 400 },
    ]);
    expect(taken.statusCode).toBe(200);
  });
});
