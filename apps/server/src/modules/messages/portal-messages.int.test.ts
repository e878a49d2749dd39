import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHIPMENT_COLUMNS } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { placeOrder, type OrderLineFixture } from '../../../test/reward-order-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memberMessages, memberSubscriptions, outboxMessages } from '../../db/schema';
import { importFeedFile } from '../../feeds/feed-import';
import type { ClientRecord } from '../../lib/client-record';

const BOTTLE: OrderLineFixture = { type: 'MERCHANDISE', name: 'Water bottle', brand: 'Acme', faceValue: null, deliveryForm: 'PHYSICAL' };
/** Harbor's flu shot, a dollars reward. */
const FLU_SHOT = 102;

let harness: TestApp;
let harbor: ClientRecord;
let maria: DemoCoverage;
let aisha: DemoCoverage;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-messages-'));

beforeAll(async () => {
  harness = await createTestApp();
  harbor = (await harness.services.clients.findClient('HARBOR'))!;
  maria = await coverageOf(harness, 'HHP100001');
  aisha = await coverageOf(harness, 'HHP100005');
});

afterAll(async () => {
  await harness.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const messagesOf = (member: DemoCoverage) =>
  harness.database.db
    .select({
      subject: memberMessages.subject,
      body: memberMessages.body,
      status: memberMessages.status,
      originKey: memberMessages.originKey,
    })
    .from(memberMessages)
    .where(eq(memberMessages.memberId, member.memberId))
    .orderBy(desc(memberMessages.id));

const inboxNotices = (member: DemoCoverage) =>
  harness.database.db
    .select({ status: outboxMessages.status })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.memberId, member.memberId), eq(outboxMessages.purpose, 'INBOX_NOTIFICATIONS')))
    .orderBy(outboxMessages.id);

async function importShipments(name: string, lines: readonly string[]) {
  const filePath = path.join(folder, name);
  fs.writeFileSync(filePath, `${[SHIPMENT_COLUMNS.join(','), ...lines].join('\n')}\n`);
  return importFeedFile(harness.services.feeds.find('shipments')!, harbor, filePath, { onIssue: () => undefined });
}

describe('the message that an order shipped', () => {
  it('arrives once, in the member’s language, however often the shipments file is imported', async () => {
    const order = await placeOrder(harness, aisha, { lines: [BOTTLE] });
    await harness.services.fulfilment.exportFile(harbor, path.join(folder, 'export.csv'));
    const before = (await messagesOf(aisha)).length;
    const noticesBefore = (await inboxNotices(aisha)).length;
    const line = `${order},UPS,1Z999AA10123456784,2026-02-27,`;
    expect(await importShipments('first.csv', [line])).toMatchObject({ added: 1 });
    expect(await importShipments('again.csv', [line])).toMatchObject({ added: 0, unchanged: 1 });
    // Delivered later: the order moves on, but it shipped once.
    expect(await importShipments('delivered.csv', [`${order},UPS,1Z999AA10123456784,2026-02-27,2026-03-01`])).toMatchObject({ added: 1 });

    const messages = await messagesOf(aisha);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]).toMatchObject({ status: 'UNREAD', originKey: `order-shipped:${order}` });
    expect(messages[0]!.subject).toBe(`طلب المكافأة رقم ${order} في الطريق إليك`);
    expect(messages[0]!.body).toContain('Harbor Health Rewards');
    expect(await inboxNotices(aisha)).toHaveLength(noticesBefore + 1);
  });

  it('is not sent for a digital order, which is e-mailed rather than shipped', async () => {
    const order = await placeOrder(harness, maria);
    await harness.services.fulfilment.exportFile(harbor, path.join(folder, 'export-digital.csv'));
    const before = await messagesOf(maria);
    expect(await importShipments('digital.csv', [`${order},,,2026-02-26,`])).toMatchObject({ added: 1 });
    expect(await messagesOf(maria)).toEqual(before);
  });
});

describe('the message that a reward was issued', () => {
  it('arrives once per reward, with the amount in the member’s language', async () => {
    const before = (await messagesOf(maria)).length;
    const evidence = {
      clientId: maria.clientId,
      memberId: maria.memberId,
      healthActionId: FLU_SHOT,
      completionDate: '2026-02-10',
      source: 'CLAIM' as const,
      sourceRef: 'portal-messages-flu',
    };
    const recorded = await harness.services.completions.record(evidence);
    expect(recorded).toMatchObject({ status: 'RECORDED', reward: { issuedAmount: expect.any(Number) } });
    const issued = recorded.status === 'RECORDED' ? recorded.reward!.issuedAmount : 0;
    expect(issued).toBeGreaterThan(0);
    await harness.services.completions.record(evidence);
    // The listener runs again for the same reward (a retry after a crash): still one message.
    await harness.services.messages.rewardIssued({
      ...maria,
      completionId: recorded.status === 'RECORDED' ? recorded.completionId : 0,
      currency: 'DOLLARS',
      issuedAmount: issued,
    });

    const messages = await messagesOf(maria);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]).toMatchObject({ subject: 'You earned a reward', status: 'UNREAD' });
    expect(messages[0]!.body).toContain(`$${(issued / 100).toFixed(2)} has been added to your Harbor Health Rewards rewards`);
  });

  it('writes points as a number, in Arabic for an Arabic-speaking member', async () => {
    await harness.services.messages.rewardIssued({ ...aisha, completionId: 800_001, currency: 'POINTS', issuedAmount: 1500 });
    const [latest] = await messagesOf(aisha);
    expect(latest!.subject).toBe('لقد حصلت على مكافأة');
    expect(latest!.body).toContain(new Intl.NumberFormat('ar').format(1500));
  });
});

describe('the e-mail notice of a portal message', () => {
  it('is skipped for a member who unsubscribed from inbox notifications, while the message still arrives', async () => {
    await harness.database.db
      .insert(memberSubscriptions)
      .values({ ...aisha, category: 'INBOX_NOTIFICATIONS', status: 'UNSUBSCRIBED', updatedAt: harness.clock.now() })
      .onConflictDoUpdate({ target: [memberSubscriptions.memberId, memberSubscriptions.category], set: { status: 'UNSUBSCRIBED' } });
    const before = (await messagesOf(aisha)).length;
    const noticesBefore = (await inboxNotices(aisha)).length;
    const mailsBefore = (await harness.services.devOutbox.list('aisha.rahman@example.org')).length;
    await harness.services.messages.rewardIssued({ ...aisha, completionId: 800_002, currency: 'DOLLARS', issuedAmount: 2500 });
    expect(await messagesOf(aisha)).toHaveLength(before + 1);
    expect(await harness.services.devOutbox.list('aisha.rahman@example.org')).toHaveLength(mailsBefore);
    const notices = await inboxNotices(aisha);
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices.at(-1)).toEqual({ status: 'SKIPPED' });
    expect(harness.logLines.join('\n')).not.toContain('aisha.rahman@example.org');
  });
});
