import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});

afterAll(async () => {
  await harness.close();
});

async function memberInfoOf(username: string, client: 'HARBOR' | 'MESA', headers: Record<string, string> = {}, query = '') {
  const { jwt, memberId } = await signIn(harness.app, username, DEMO_PASSWORD[client], client);
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/v3/web/member/member-info${query}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client, ...headers },
  });
  return { response, memberId };
}

describe('GET /api/v3/web/member/member-info', () => {
  it("answers the signed-in member's names, contacts, coverages and preferences", async () => {
    const { response, memberId } = await memberInfoOf('maria.lopez', 'HARBOR');
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({
      id: memberId,
      username: 'maria.lopez',
      first_name: 'Maria',
      last_name: 'Lopez',
      gender: 'F',
      dob: '1985-04-12',
      age: 40,
      email: 'maria.lopez@example.org',
      enrollment_email: 'maria.lopez@example.org',
      preferred_language_cd: 'EN',
      mfa_enrolled: false,
      email_address_verified_ts_tz: null,
    });
    expect(body.phone_numbers).toEqual([{ id: expect.any(Number), type: 'cell', number: '5035550142', primary: true }]);
    expect(body.addresses).toEqual([
      expect.objectContaining({
        street_addr1: '1420 NW Lovejoy St',
        street_addr2: 'Apt 305',
        city: 'Portland',
        state: 'OR',
        zip: '97209',
        primary: true,
      }),
    ]);
  });

  it('lists coverages with the compliance periods of their cohort that overlap them', async () => {
    const body = json((await memberInfoOf('maria.lopez', 'HARBOR')).response);
    const [coverage] = body.member_coverages as Record<string, unknown>[];
    expect(coverage).toMatchObject({
      start_date: '2024-01-01',
      end_date: null,
      coverage: { cohort_id: 'HHP-COMMERCIAL', medical_plan: { medical_contract: { code: 'H1234' } } },
    });
    const periods = coverage!.compliance_periods as Record<string, unknown>[];
    expect(periods.map((period) => period.start_date)).toEqual(['2025-01-01', '2026-01-01', '2027-01-01']);
    expect(periods[1]).toMatchObject({ cohort_incentive_strategy_type: 'COHORT', end_date: '2026-12-31', max_reward_amount: 250 });
  });

  it("lists a subscriber's dependents with their coverages", async () => {
    const body = json((await memberInfoOf('maria.lopez', 'HARBOR')).response);
    const dependents = body.dependents as Record<string, unknown>[];
    expect(dependents.map((dependent) => dependent.first_name)).toEqual(['Daniel', 'Diego']);
    expect((dependents[1]!.member_coverages as unknown[]).length).toBe(1);
  });

  it("shows the client's disclaimers for the member's active cohorts, in display order", async () => {
    const harborMedicaid = json((await memberInfoOf('aisha.rahman', 'HARBOR')).response).disclaimers as { title: Record<string, string> }[];
    expect(harborMedicaid.map((disclaimer) => disclaimer.title.EN)).toEqual(['Rewards and taxes', 'Medicaid benefits']);
    const harborCommercial = json((await memberInfoOf('maria.lopez', 'HARBOR')).response).disclaimers as unknown[];
    expect(harborCommercial).toHaveLength(1);
  });

  it('refuses a member id header that names another member', async () => {
    const { response } = await memberInfoOf('maria.lopez', 'HARBOR', { 'x-member-id': '999999' });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('accepts the member id header when it names the signed-in member', async () => {
    const { jwt, memberId } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/v3/web/member/member-info',
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'MESA', 'x-member-id': String(memberId) },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).dependents).toEqual([]);
  });

  it('refuses to show another member to a member (impersonation is for staff)', async () => {
    const { response } = await memberInfoOf('maria.lopez', 'HARBOR', {}, '?impersonatedMemberId=2');
    expect(response.statusCode).toBe(403);
  });
});
