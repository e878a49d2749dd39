import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, unsubscribeEvents } from '../db/schema';
import { HARBOR } from '../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { enqueueMessage } from './outbox';

let harness: TestApp;
let mariaId: number;
let aishaId: number;
let harborId: number;

const MARIA_EMAIL = 'maria.lopez@example.org';
const AISHA_EMAIL = 'aisha.rahman@example.org';

beforeAll(async () => {
  harness = await createTestApp();
  const harbor = (await harness.services.clients.findClient('HARBOR'))!;
  harborId = harbor.configuration.id;
  mariaId = (await harness.services.registration.findMemberId(harbor, 'HHP100001'))!;
  aishaId = (await harness.services.registration.findMemberId(harbor, 'HHP100005'))!;
});

afterAll(async () => {
  await harness.close();
});

const newMessage = (memberId: number, status: 'UNREAD' | 'READ' = 'UNREAD') => ({
  clientId: harborId,
  memberId,
  subject: 'Your flu shot is covered',
  body: 'Visit any in-network pharmacy.',
  status,
  sentAt: harness.clock.now(),
});

const latestOutboxRow = async (memberId: number, purpose: string) => {
  const [row] = await harness.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.memberId, memberId), eq(outboxMessages.purpose, purpose)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row!;
};

/** The preferences link at the end of an e-mail. */
function preferencesLink(body: string): URL {
  const address = /https?:\/\/\S+\/subscriptions\?\S+/.exec(body)?.[0];
  if (!address) throw new Error('the e-mail carries no preferences link');
  return new URL(address);
}

describe('the e-mail announcing a new inbox message', () => {
  it("tells the member in their language, without the message's text, and ends with the preferences link", async () => {
    await harness.services.messages.deliver(newMessage(mariaId));
    const [mail] = await harness.services.devOutbox.list(MARIA_EMAIL);
    expect(mail!.subject).toBe('You have a new message from Harbor Health Rewards');
    expect(mail!.body).toContain('A new message is waiting for you in your Harbor Health Rewards inbox.');
    expect(mail!.body).not.toContain('flu shot');
    const link = preferencesLink(mail!.body);
    expect(`${link.origin}${link.pathname}`).toBe(`${harness.config.publicUrl}/subscriptions`);
    expect(link.searchParams.get('m')).toBe(String(mariaId));
    expect(link.searchParams.get('e')).toBe(MARIA_EMAIL);
    expect(link.searchParams.get('utm_source')).toBe('INBOX_MESSAGE');
    expect(link.searchParams.get('utm_campaign')).toMatch(/^\d+$/);

    await harness.services.messages.deliver(newMessage(aishaId));
    const [arabic] = await harness.services.devOutbox.list(AISHA_EMAIL);
    expect(arabic!.subject).toBe('لديك رسالة جديدة من Harbor Health Rewards');
  });

  it('opens the page state from its link, and a change made there records the outreach of that e-mail', async () => {
    const [mail] = await harness.services.devOutbox.list(MARIA_EMAIL);
    const link = preferencesLink(mail!.body);
    const query = new URLSearchParams({
      memberId: link.searchParams.get('m')!,
      email: link.searchParams.get('e')!,
      token: link.searchParams.get('t')!,
    });
    const opened = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/messages/subscriptions?${query.toString()}`,
      headers: HARBOR,
    });
    expect(opened.statusCode).toBe(200);
    expect(json<{ subscriptions: { status: string }[] }>(opened).subscriptions.every((entry) => entry.status === 'SUBSCRIBED')).toBe(true);

    const changed = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/web/member/communication-preferences/memberId/${link.searchParams.get('m')}/unsubscribe/token/${link.searchParams.get('t')}`,
      headers: HARBOR,
      payload: {
        communication_preferences: [{ category: 'INBOX_NOTIFICATIONS', status: 'UNSUBSCRIBED' }],
        track_unsubscribe: { outreach_type: link.searchParams.get('utm_source'), outreach_id: link.searchParams.get('utm_campaign') },
      },
    });
    expect(changed.statusCode).toBe(200);
    const [event] = await harness.database.db.select().from(unsubscribeEvents).where(eq(unsubscribeEvents.memberId, mariaId));
    expect(event).toMatchObject({
      category: 'INBOX_NOTIFICATIONS',
      status: 'UNSUBSCRIBED',
      outreachType: 'INBOX_MESSAGE',
      outreachId: link.searchParams.get('utm_campaign'),
    });
  });

  it('is not sent once the member unsubscribed, and is recorded as skipped without its text; a transactional e-mail still goes', async () => {
    const before = (await harness.services.devOutbox.list(MARIA_EMAIL)).length;
    await harness.services.messages.deliver(newMessage(mariaId));
    expect(await harness.services.devOutbox.list(MARIA_EMAIL)).toHaveLength(before);
    expect(await latestOutboxRow(mariaId, 'INBOX_NOTIFICATIONS')).toMatchObject({ status: 'SKIPPED', body: '' });
    expect(harness.logLines.join('\n')).not.toContain(MARIA_EMAIL);

    const reset = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/web/member/reset-password',
      headers: HARBOR,
      payload: { first_name: 'Maria', last_name: 'Lopez', client_member_id: 'HHP100001', dob: '1985-04-12' },
    });
    expect(reset.statusCode).toBe(200);
    const [resetMail] = await harness.services.devOutbox.list(MARIA_EMAIL);
    expect(resetMail!.subject).toBe('Reset your Harbor Health Rewards password');
    expect(await harness.services.devOutbox.list(MARIA_EMAIL)).toHaveLength(before + 1);
  });

  it('is not sent for a message delivered as already read, nor to a member without an e-mail address', async () => {
    const harbor = (await harness.services.clients.findClient('HARBOR'))!;
    const daniel = (await harness.services.registration.findMemberId(harbor, 'HHP100002'))!;
    const before = (await harness.services.devOutbox.list(AISHA_EMAIL)).length;
    await harness.services.messages.deliver(newMessage(aishaId, 'READ'));
    await harness.services.messages.deliver(newMessage(daniel));
    expect(await harness.services.devOutbox.list(AISHA_EMAIL)).toHaveLength(before);
    const toDaniel = await harness.database.db.select().from(outboxMessages).where(eq(outboxMessages.memberId, daniel));
    expect(toDaniel).toEqual([]);
  });
});

describe('categorized e-mail in the outbox', () => {
  const queue = (purpose: string) =>
    enqueueMessage(
      harness.database.db,
      {
        clientId: harborId,
        memberId: aishaId,
        channel: 'EMAIL',
        destination: AISHA_EMAIL,
        subject: `A ${purpose} e-mail`,
        body: 'text',
        purpose,
        languageCd: 'AR',
      },
      harness.clock.now(),
    );

  it('checks the choice when sending, so an unsubscription made after the e-mail was queued still holds', async () => {
    await queue('SURVEYS');
    await queue('PROGRAMME_NEWS');
    const aisha = new URL(
      await harness.services.subscriptions.linkFor((await harness.services.clients.findClient('HARBOR'))!, 'HHP100005'),
    );
    await harness.services.subscriptions.update({ memberId: aishaId, token: aisha.searchParams.get('t')! }, [
      { category: 'SURVEYS', status: 'UNSUBSCRIBED' },
    ]);
    await harness.services.dispatcher.dispatchNow();
    expect(await latestOutboxRow(aishaId, 'SURVEYS')).toMatchObject({ status: 'SKIPPED', body: '' });
    expect(await latestOutboxRow(aishaId, 'PROGRAMME_NEWS')).toMatchObject({ status: 'CAPTURED' });
  });
});
