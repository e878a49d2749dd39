import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberMessages } from '../../db/schema';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let mariaJwt: string;
let aishaJwt: string;
let mariaId: number;
let aishaId: number;
let harborId: number;

interface ErrorAnswer {
  error: { code: string; message: string };
}
interface MessageAnswer {
  message: { id: number; status: string; subject: string };
}

beforeAll(async () => {
  harness = await createTestApp();
  const harbor = (await harness.services.clients.findClient('HARBOR'))!;
  harborId = harbor.configuration.id;
  mariaId = (await harness.services.registration.findMemberId(harbor, 'HHP100001'))!;
  aishaId = (await harness.services.registration.findMemberId(harbor, 'HHP100005'))!;
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => {
  await harness.close();
});

const patch = (jwt: string, id: number | string, status: string) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/api/v1/web/messages/${id}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
    payload: { status },
  });

async function newMessage(memberId: number, subject: string): Promise<number> {
  await harness.services.messages.deliver({
    clientId: harborId,
    memberId,
    subject,
    body: 'Body',
    status: 'UNREAD',
    sentAt: harness.clock.now(),
  });
  const [row] = await harness.database.db.select({ id: memberMessages.id }).from(memberMessages).where(eq(memberMessages.subject, subject));
  return row!.id;
}

const statusOf = async (id: number) =>
  (await harness.database.db.select({ status: memberMessages.status }).from(memberMessages).where(eq(memberMessages.id, id)))[0]!.status;

describe('PATCH /v1/web/messages/{id}', () => {
  it('opens, archives and unarchives, answering the message as it now is', async () => {
    const id = await newMessage(mariaId, 'Flu shots are covered');
    const opened = await patch(mariaJwt, id, 'READ');
    expect(opened.statusCode).toBe(200);
    expect(json<MessageAnswer>(opened).message).toMatchObject({ id, status: 'READ', subject: 'Flu shots are covered' });
    expect(json<MessageAnswer>(await patch(mariaJwt, id, 'DELETE')).message.status).toBe('DELETE');
    expect(json<MessageAnswer>(await patch(mariaJwt, id, 'READ')).message.status).toBe('READ');
    expect(await statusOf(id)).toBe('READ');
  });

  it('refuses every other move with MESSAGE_STATUS_CHANGE_REFUSED and changes nothing', async () => {
    const id = await newMessage(mariaId, 'Walking challenge');
    for (const status of ['UNREAD', 'DELETE']) {
      const refused = await patch(mariaJwt, id, status);
      expect(refused.statusCode).toBe(409);
      expect(json<ErrorAnswer>(refused).error.code).toBe('MESSAGE_STATUS_CHANGE_REFUSED');
    }
    expect(await statusOf(id)).toBe('UNREAD');
    await patch(mariaJwt, id, 'READ');
    for (const status of ['UNREAD', 'READ']) expect((await patch(mariaJwt, id, status)).statusCode).toBe(409);
    await patch(mariaJwt, id, 'DELETE');
    for (const status of ['UNREAD', 'DELETE']) expect((await patch(mariaJwt, id, status)).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('DELETE');
  });

  it("answers 404 MESSAGE_NOT_FOUND for another member's message, exactly as for one that does not exist, and leaves it alone", async () => {
    const aishas = await newMessage(aishaId, 'Your screening reminder');
    for (const status of ['READ', 'DELETE', 'UNREAD']) {
      const theirs = await patch(mariaJwt, aishas, status);
      const none = await patch(mariaJwt, 2_000_000_000, status);
      expect(theirs.statusCode).toBe(404);
      expect(json(theirs)).toEqual(json(none));
      expect(json<ErrorAnswer>(theirs).error.code).toBe('MESSAGE_NOT_FOUND');
    }
    expect(await statusOf(aishas)).toBe('UNREAD');
    const maria = await harness.app.inject({
      method: 'GET',
      url: '/api/v2/web/messages',
      headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(json<{ messages: { id: number }[] }>(maria).messages.map((message) => message.id)).not.toContain(aishas);
    expect((await patch(aishaJwt, aishas, 'READ')).statusCode).toBe(200);
  });

  it('answers bad input with a 400, never a 500', async () => {
    for (const [id, status] of [
      ['abc', 'READ'],
      ['0', 'READ'],
      ['1', 'ARCHIVED'],
      ['99999999999', 'READ'],
    ] as const) {
      const answer = await patch(mariaJwt, id, status);
      expect(answer.statusCode, `${id} ${status}`).toBe(400);
    }
  });

  it("refuses staff viewing a member's portal (read-only), though they may read the list", async () => {
    const support = await createStaff(harness, 'sam.support', 'SUPPORT');
    const staffJwt = await staffSignIn(harness, support);
    const started = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: aishaId,
      reason: 'Member asked about a message',
    });
    const viewerJwt = started.json<{ jwt: string }>().jwt;
    const id = await newMessage(aishaId, 'Viewed by staff');
    const list = await harness.app.inject({
      method: 'GET',
      url: `/api/v2/web/messages?impersonatedMemberId=${aishaId}`,
      headers: { authorization: `Bearer ${viewerJwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(list.statusCode).toBe(200);
    const refused = await patch(viewerJwt, id, 'READ');
    expect(refused.statusCode).toBe(403);
    expect(json<ErrorAnswer>(refused).error.code).toBe('IMPERSONATION_READ_ONLY');
    expect(await statusOf(id)).toBe('UNREAD');
  });
});
