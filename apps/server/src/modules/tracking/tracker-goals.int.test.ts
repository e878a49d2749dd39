import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCompletions } from '../../db/schema';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { daysFrom, deviceReading, trackingCalls } from '../../../test/tracking-helpers';

// The demo Harbor programme's tracker goal: steps on 20 days of the period, $10.
const STEPS_GOAL = 130;
const REWARD = 1000;

let harness: TestApp;
let calls: ReturnType<typeof trackingCalls>;
let maria: DemoCoverage;
let aisha: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;

beforeAll(async () => {
  harness = await createTestApp();
  calls = trackingCalls(harness);
  maria = await coverageOf(harness, 'HHP100001');
  aisha = await coverageOf(harness, 'HHP100005');
  // Noon in Los Angeles on 10 January 2026: the history reaches back into December, the 2025 period.
  harness.clock.set(new Date('2026-01-10T20:00:00Z'));
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
});
afterAll(async () => harness.close());

const steps = (dates: readonly string[]) => dates.map((date) => ({ date, value: 7_000 }));

async function goalCompletions(member: DemoCoverage) {
  return harness.database.db
    .select({ completionDate: memberCompletions.completionDate, source: memberCompletions.source, sourceRef: memberCompletions.sourceRef })
    .from(memberCompletions)
    .where(and(eq(memberCompletions.memberId, member.memberId), eq(memberCompletions.healthActionId, STEPS_GOAL)));
}

async function stepsGoalOf(jwt: string, memberId: number) {
  const init = json<{
    health_actions: {
      id: number;
      member_data: Record<string, { state: string; completions: { reward: { issued_amount: number } | null }[] }>;
    }[];
  }>(await calls.call(jwt, 'GET', '/v3/web/health-actions/init'));
  return init.health_actions.find((action) => action.id === STEPS_GOAL)!.member_data[String(memberId)]!;
}

// First: the clock starts at the beginning of the year, and then moves on to March.
describe('days outside the period', () => {
  it('do not count toward the period running today', async () => {
    expect((await calls.backFill(aishaJwt, 'steps', steps(daysFrom('2025-12-12', 25)))).statusCode).toBe(200);
    // 12 to 31 December are the 2025 period's: of the 25 days, the 5 of January count.
    expect((await calls.settings(aishaJwt, 'steps')).incentives[0]).toMatchObject({ days_recorded: 5, completed: false });
    expect(await goalCompletions(aisha)).toEqual([]);
  });
});

describe('a tracker goal', () => {
  beforeAll(async () => {
    // Noon in Los Angeles on 2 March 2026: the history reaches back to 1 February, inside the 2026 period.
    harness.clock.set(new Date('2026-03-02T20:00:00Z'));
    mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
  });

  it('lists the steps goal among the steps tracker’s incentives, with the days so far', async () => {
    expect((await calls.backFill(mariaJwt, 'steps', steps(daysFrom('2026-02-01', 12)))).statusCode).toBe(200);
    expect((await calls.settings(mariaJwt, 'steps')).incentives).toEqual([
      {
        health_action_id: STEPS_GOAL,
        code: 'STEPS_20_DAYS',
        reward_amount: REWARD,
        currency: 'DOLLARS',
        day_count: 20,
        days_recorded: 12,
        completed: false,
      },
    ]);
    expect((await calls.settings(mariaJwt, 'weight')).incentives).toEqual([]);
    expect(await goalCompletions(maria)).toEqual([]);
  });

  it('counts a day recorded twice, by hand and by a device, once', async () => {
    await deviceReading(harness, maria, 'steps', '2026-02-05', 9_000);
    expect((await calls.settings(mariaJwt, 'steps')).incentives[0]).toMatchObject({ days_recorded: 12 });
  });

  it('counts a device’s day too', async () => {
    await deviceReading(harness, maria, 'steps', '2026-02-13', 9_000);
    expect((await calls.settings(mariaJwt, 'steps')).incentives[0]).toMatchObject({ days_recorded: 13, completed: false });
  });

  it('completes and rewards once when the twentieth day is saved, on that day', async () => {
    expect((await calls.backFill(mariaJwt, 'steps', steps(daysFrom('2026-02-14', 7)))).statusCode).toBe(200);
    expect(await goalCompletions(maria)).toEqual([{ completionDate: '2026-02-20', source: 'TRACKER', sourceRef: 'tracker-goal:1002' }]);
    expect((await calls.settings(mariaJwt, 'steps')).incentives[0]).toMatchObject({ days_recorded: 20, completed: true });
    const data = await stepsGoalOf(mariaJwt, maria.memberId);
    expect(data.state).toBe('COMPLETED');
    expect(data.completions.map((completion) => completion.reward?.issued_amount)).toEqual([REWARD]);
  });

  it('pays nothing more for more days or the same days saved again', async () => {
    expect((await calls.backFill(mariaJwt, 'steps', steps(daysFrom('2026-02-14', 10)))).statusCode).toBe(200);
    expect(
      (await calls.call(mariaJwt, 'PUT', '/v1/web/tracking/steps', { date: '2026-03-01', value: 8_000, source: 'MANUAL' })).statusCode,
    ).toBe(200);
    expect(await goalCompletions(maria)).toHaveLength(1);
    const data = await stepsGoalOf(mariaJwt, maria.memberId);
    expect(data.completions.map((completion) => completion.reward?.issued_amount)).toEqual([REWARD]);
  });

  it("never counts another member's days", async () => {
    // Aisha has her 5 days of January; Maria's 21 days of February are hers alone.
    expect((await calls.settings(aishaJwt, 'steps')).incentives[0]).toMatchObject({ days_recorded: 5, completed: false });
    expect((await calls.backFill(aishaJwt, 'steps', steps(daysFrom('2026-02-01', 14)))).statusCode).toBe(200);
    expect((await calls.settings(aishaJwt, 'steps')).incentives[0]).toMatchObject({ days_recorded: 19, completed: false });
    expect(await goalCompletions(aisha)).toEqual([]);
  });

  it('completes when a device file brings the twentieth day', async () => {
    const stepCount = [
      {
        header: { uuid: 'aisha-steps-2026-02-20', schema_id: { namespace: 'omh', name: 'step-count', version: '2.0' } },
        body: {
          step_count: { value: 8_200, unit: 'steps' },
          effective_time_frame: {
            time_interval: { start_date_time: '2026-02-20T07:00:00-08:00', end_date_time: '2026-02-20T21:00:00-08:00' },
          },
        },
      },
    ];
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/tracking/imports/open-mhealth',
      headers: { authorization: `Bearer ${aishaJwt}`, 'x-client-abbreviation': 'HARBOR', 'content-type': 'application/octet-stream' },
      payload: JSON.stringify(stepCount),
    });
    expect(answer.statusCode).toBe(200);
    expect(json<{ added: number }>(answer).added).toBe(1);
    expect(await goalCompletions(aisha)).toEqual([
      { completionDate: '2026-02-20', source: 'TRACKER', sourceRef: expect.stringMatching(/^tracker-goal:/) as string },
    ]);
  });
});
