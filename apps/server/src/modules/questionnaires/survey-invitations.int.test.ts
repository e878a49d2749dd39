import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditEvents, outboxMessages } from '../../db/schema';

let harness: TestApp;
let admin: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createStaff(harness, 'ivy.admin', 'ADMIN');
  support = await createStaff(harness, 'sam.support', 'SUPPORT');
});

afterAll(async () => {
  await harness.close();
});

const invite = (jwt: string, client: string, body: object) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/v1/staff/surveys/invitations?client=${client}`,
    headers: { authorization: `Bearer ${jwt}` },
    payload: body,
  });

describe('POST /api/v1/staff/surveys/invitations', () => {
  it("e-mails the plan's members a link to the survey, once per member who has not answered, and audits the call", async () => {
    const jwt = await staffSignIn(harness, admin);
    const response = await invite(jwt, 'harbor', { type: 'MOCK_CAHPS', days: 7 });
    expect(response.statusCode, response.body).toBe(200);
    const { invited, already_answered: alreadyAnswered } = response.json<{ invited: number; already_answered: number }>();
    expect(invited).toBeGreaterThan(0);
    expect(alreadyAnswered).toBe(0);

    const queued = await harness.database.db
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .where(eq(outboxMessages.purpose, 'SURVEYS'));
    expect(queued).toHaveLength(invited);
    expect(queued[0]?.body).toMatch(/\/survey\?m=\d+&sid=\d+&rid=\d+&sig=\d+\./);

    const [audited] = await harness.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    expect(audited).toMatchObject({ staffId: admin.id, action: 'SURVEY_INVITATIONS', outcome: 200 });
    expect(audited?.clientId).toBe((await harness.services.clients.findClient('HARBOR'))!.configuration.id);
  });

  it('is for administrators only, names an existing plan and a questionnaire type, and a lifetime of at most a year', async () => {
    expect((await invite(await staffSignIn(harness, support), 'HARBOR', { type: 'MOCK_CAHPS' })).statusCode).toBe(403);
    const jwt = await staffSignIn(harness, admin);
    expect((await invite(jwt, 'NOPLAN', { type: 'MOCK_CAHPS' })).json()).toMatchObject({ error: { code: 'CLIENT_NOT_FOUND' } });
    expect((await invite(jwt, 'HARBOR', { type: 'NOT_A_SURVEY' })).statusCode).toBe(400);
    expect((await invite(jwt, 'HARBOR', { type: 'MOCK_CAHPS', days: 366 })).statusCode).toBe(400);
    expect((await invite(jwt, 'HARBOR', { type: 'PROVIDER' })).json()).toMatchObject({ error: { code: 'QUESTIONNAIRE_NOT_FOUND' } });
  });
});
