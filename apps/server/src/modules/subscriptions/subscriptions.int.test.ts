import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberEmails, memberSubscriptions, subscriptionComments, unsubscribeEvents } from '../../db/schema';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, json, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let maria: Link;
let aishaId: number;

const MARIA_EMAIL = 'maria.lopez@example.org';

interface Link {
  readonly memberId: string;
  readonly email: string;
  readonly token: string;
}

interface Listed {
  subscriptions: { category: string; status: string; display_order: number; label: string }[];
}

async function linkFor(clientMemberId: string): Promise<Link> {
  const client = (await harness.services.clients.findClient('HARBOR'))!;
  const url = new URL(await harness.services.subscriptions.linkFor(client, clientMemberId));
  return { memberId: url.searchParams.get('m')!, email: url.searchParams.get('e')!, token: url.searchParams.get('t')! };
}

const read = (link: Link) =>
  harness.app.inject({
    method: 'GET',
    url: `/api/v1/web/messages/subscriptions?${new URLSearchParams({ memberId: link.memberId, email: link.email, token: link.token }).toString()}`,
    headers: HARBOR,
  });

const change = (link: Pick<Link, 'memberId' | 'token'>, payload: Record<string, unknown>) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/v1/web/member/communication-preferences/memberId/${link.memberId}/unsubscribe/token/${link.token}`,
    headers: HARBOR,
    payload,
  });

const comment = (link: Pick<Link, 'memberId' | 'token'>, text: unknown) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/v1/web/messages/subscriptions/memberId/${link.memberId}/token/${link.token}/comments`,
    headers: HARBOR,
    payload: { comment: text },
  });

interface WireOutreach {
  readonly outreach_type: string | null;
  readonly outreach_id: string | null;
}

const unsubscribe = (
  link: Pick<Link, 'memberId' | 'token'>,
  category: string,
  outreach: WireOutreach = { outreach_type: null, outreach_id: null },
) => change(link, { communication_preferences: [{ category, status: 'UNSUBSCRIBED' }], track_unsubscribe: outreach });

const statusOf = (listed: Listed, category: string) => listed.subscriptions.find((entry) => entry.category === category)?.status;

const eventsOf = (memberId: number) =>
  harness.database.db.select().from(unsubscribeEvents).where(eq(unsubscribeEvents.memberId, memberId)).orderBy(unsubscribeEvents.id);

beforeAll(async () => {
  harness = await createTestApp();
  maria = await linkFor('HHP100001');
  aishaId = Number((await linkFor('HHP100005')).memberId);
});

afterAll(async () => {
  await harness.close();
});

describe('reading subscriptions from a link', () => {
  it('lists every category, subscribed when the member never chose, and opening the link changes nothing', async () => {
    const aisha = await linkFor('HHP100005');
    const first = await read(aisha);
    expect(first.statusCode).toBe(200);
    expect(json<Listed>(first).subscriptions).toEqual([
      { category: 'PROGRAMME_NEWS', status: 'SUBSCRIBED', display_order: 1, label: 'Programme news' },
      { category: 'ACTION_REMINDERS', status: 'SUBSCRIBED', display_order: 2, label: 'Reward and health-action reminders' },
      { category: 'SURVEYS', status: 'SUBSCRIBED', display_order: 3, label: 'Surveys' },
      { category: 'INBOX_NOTIFICATIONS', status: 'SUBSCRIBED', display_order: 4, label: 'New inbox messages' },
    ]);
    expect(json(await read(aisha))).toEqual(json(first));
    const { db } = harness.database;
    expect(await db.select().from(memberSubscriptions).where(eq(memberSubscriptions.memberId, aishaId))).toEqual([]);
    expect(await eventsOf(aishaId)).toEqual([]);
  });
});

describe('changing subscriptions from a link', () => {
  it('saves a category, records the change with the outreach the link came from, and reads it back', async () => {
    const memberId = Number(maria.memberId);
    const changed = await unsubscribe(maria, 'SURVEYS', { outreach_type: 'SURVEY_INVITE', outreach_id: 'spring-2026' });
    expect(changed.statusCode).toBe(200);
    expect(statusOf(json<Listed>(changed), 'SURVEYS')).toBe('UNSUBSCRIBED');
    expect(statusOf(json<Listed>(changed), 'PROGRAMME_NEWS')).toBe('SUBSCRIBED');
    expect(statusOf(json<Listed>(await read(maria)), 'SURVEYS')).toBe('UNSUBSCRIBED');
    expect(await eventsOf(memberId)).toMatchObject([
      {
        category: 'SURVEYS',
        status: 'UNSUBSCRIBED',
        outreachType: 'SURVEY_INVITE',
        outreachId: 'spring-2026',
        recordedAt: harness.clock.now(),
      },
    ]);
  });

  it('records only what changes, and takes the whole set at once', async () => {
    const memberId = Number(maria.memberId);
    const before = (await eventsOf(memberId)).length;
    await unsubscribe(maria, 'SURVEYS');
    expect(await eventsOf(memberId)).toHaveLength(before);
    const all = await change(maria, {
      communication_preferences: [
        { category: 'SURVEYS', status: 'SUBSCRIBED' },
        { category: 'PROGRAMME_NEWS', status: 'UNSUBSCRIBED' },
        { category: 'ACTION_REMINDERS', status: 'SUBSCRIBED' },
      ],
    });
    expect(all.statusCode).toBe(200);
    expect(json<Listed>(all).subscriptions.map((entry) => entry.status)).toEqual([
      'UNSUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
      'SUBSCRIBED',
    ]);
    const recorded = (await eventsOf(memberId)).slice(before);
    expect(recorded.map((event) => [event.category, event.status, event.outreachType])).toEqual([
      ['SURVEYS', 'SUBSCRIBED', null],
      ['PROGRAMME_NEWS', 'UNSUBSCRIBED', null],
    ]);
    await change(maria, { communication_preferences: [{ category: 'PROGRAMME_NEWS', status: 'SUBSCRIBED' }] });
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const unknownCategory = await change(maria, { communication_preferences: [{ category: 'EVERYTHING', status: 'UNSUBSCRIBED' }] });
    expect(unknownCategory.statusCode).toBe(400);
    expect(json(unknownCategory)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { 'communication_preferences.0.category': expect.any(String) } },
    });
    const twice = await change(maria, {
      communication_preferences: [
        { category: 'SURVEYS', status: 'UNSUBSCRIBED' },
        { category: 'SURVEYS', status: 'SUBSCRIBED' },
      ],
    });
    expect(json(twice)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { communication_preferences: 'validation.invalid' } },
    });
    const none = await change(maria, { communication_preferences: [] });
    expect(json(none)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { communication_preferences: 'validation.required' } },
    });
    const longOutreach = await unsubscribe(maria, 'SURVEYS', { outreach_type: 'x'.repeat(101), outreach_id: null });
    expect(json(longOutreach)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { 'track_unsubscribe.outreach_type': 'validation.tooLong' } },
    });
    const notANumber = await unsubscribe({ memberId: 'maria', token: maria.token }, 'SURVEYS');
    expect(notANumber.statusCode).toBe(400);
    const noToken = await harness.app.inject({
      method: 'GET',
      url: `/api/v1/web/messages/subscriptions?memberId=${maria.memberId}`,
      headers: HARBOR,
    });
    expect(json(noToken)).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { email: 'validation.required', token: 'validation.required' } },
    });
  });
});

describe('comments', () => {
  it('stores what the member wrote, trimmed, up to 1000 characters', async () => {
    const memberId = Number(maria.memberId);
    expect(json(await comment(maria, '  Too many reminders, please.  '))).toEqual({ saved: true });
    expect((await comment(maria, 'y'.repeat(1000))).statusCode).toBe(200);
    const stored = await harness.database.db.select().from(subscriptionComments).where(eq(subscriptionComments.memberId, memberId));
    expect(stored.map((row) => row.comment)).toEqual(['Too many reminders, please.', 'y'.repeat(1000)]);
  });

  it('refuses an empty or too long comment', async () => {
    expect(json(await comment(maria, '   '))).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { comment: 'validation.required' } },
    });
    expect(json(await comment(maria, 'z'.repeat(1001)))).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { comment: 'validation.tooLong' } },
    });
    expect(json(await comment(maria, undefined))).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { comment: 'validation.required' } },
    });
  });
});

describe('invalid links', () => {
  const INVALID = { error: { code: 'NOT_FOUND', message: 'This link is not valid' } };

  /** Every call of the page refuses the link with the same answer, and nothing is saved. */
  async function expectRefusedEverywhere(link: Link): Promise<void> {
    const memberId = Number(link.memberId);
    const events = (await eventsOf(memberId)).length;
    for (const response of [await read(link), await unsubscribe(link, 'PROGRAMME_NEWS'), await comment(link, 'hello')]) {
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(INVALID);
    }
    expect(await eventsOf(memberId)).toHaveLength(events);
  }

  it('refuses a token with a character changed', async () => {
    const changed = `${maria.token.slice(0, 20)}${maria.token[20] === 'A' ? 'B' : 'A'}${maria.token.slice(21)}`;
    await expectRefusedEverywhere({ ...maria, token: changed });
  });

  it("refuses another member's id with a valid token, and another address in the link", async () => {
    await expectRefusedEverywhere({ ...maria, memberId: String(aishaId) });
    expect(json(await read({ ...maria, email: 'someone.else@example.org' }))).toEqual(INVALID);
    expect(json(await read({ ...maria, memberId: '999999' }))).toEqual(INVALID);
  });

  it("refuses a link made for the member's old address once the address changed", async () => {
    const { db } = harness.database;
    const primary = and(eq(memberEmails.memberId, Number(maria.memberId)), eq(memberEmails.kind, 'PRIMARY'));
    await db.update(memberEmails).set({ address: 'maria.new@example.org' }).where(primary);
    try {
      await expectRefusedEverywhere(maria);
      const renewed = await linkFor('HHP100001');
      expect(renewed.email).toBe('maria.new@example.org');
      expect((await read(renewed)).statusCode).toBe(200);
    } finally {
      await db.update(memberEmails).set({ address: MARIA_EMAIL }).where(primary);
    }
    expect((await read(maria)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const start = harness.clock.now();
    harness.clock.advance(91 * 86_400_000);
    try {
      await expectRefusedEverywhere(maria);
    } finally {
      harness.clock.set(start);
    }
  });

  it('keeps the link and the address out of the logs', () => {
    const logs = harness.logLines.join('\n');
    expect(logs).not.toContain(maria.token);
    expect(logs).not.toContain(MARIA_EMAIL);
    expect(logs).not.toContain('maria.lopez%40example.org');
  });
});
