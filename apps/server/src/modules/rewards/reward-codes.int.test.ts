import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, rewardCodes } from '../../db/schema';
import { coverageOf, setPrimaryEmail, type DemoCoverage } from '../../../test/ledger-helpers';
import { placeOrder } from '../../../test/reward-order-fixtures';
import { createStaff, staffCall, staffSignIn, type TestStaff } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let maria: DemoCoverage;
let daniel: DemoCoverage;
let aisha: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;
let support: TestStaff;

/** An all-digital order whose codes came back through the reward-codes feed. */
async function codedOrder(coverage: DemoCoverage, codes: readonly string[]): Promise<number> {
  const orderId = await placeOrder(harness, coverage, { lines: [{ quantity: codes.length }], state: 'SENT_TO_FULFILMENT' });
  const now = harness.clock.now();
  const { secretBox } = harness.services;
  await harness.database.db.insert(rewardCodes).values(
    codes.map((code, index) => ({
      clientId: coverage.clientId,
      memberId: coverage.memberId,
      orderId,
      lineNumber: 1,
      unitNumber: index + 1,
      codeSealed: secretBox.seal(code),
      codeDigest: `digest-${orderId}-${index}`,
      pinSealed: index === 0 ? secretBox.seal('9876') : null,
      expiresOn: index === 0 ? '2027-06-30' : null,
      receivedAt: now,
    })),
  );
  return orderId;
}

const call = (jwt: string, method: 'GET' | 'POST', orderId: number, action: 'codes' | 'resend-codes') =>
  harness.app.inject({
    method,
    url: `/api/v1/web/rewards/orders/${orderId}/${action}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
  });

const resentTo = (coverage: DemoCoverage) =>
  harness.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.memberId, coverage.memberId), eq(outboxMessages.purpose, 'REWARD_CODES')))
    .orderBy(desc(outboxMessages.id));

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  daniel = await coverageOf(harness, 'HHP100002');
  aisha = await coverageOf(harness, 'HHP100005');
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
  support = await createStaff(harness, 'codes.support', 'SUPPORT');
  await setPrimaryEmail(harness, maria, true);
  await setPrimaryEmail(harness, aisha, false);
}, 120_000);

afterAll(async () => harness.close());

describe('GET /api/v1/web/rewards/orders/:orderId/codes', () => {
  it("shows the member their order's codes unsealed, not stored, and notes when they were first shown", async () => {
    const orderId = await codedOrder(maria, ['GIFT-AAA-111', 'GIFT-BBB-222']);
    const answer = await call(mariaJwt, 'GET', orderId, 'codes');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(json(answer)).toEqual({
      codes: [
        expect.objectContaining({ line_number: 1, unit_number: 1, code: 'GIFT-AAA-111', pin: '9876', expires_on: '2027-06-30' }),
        expect.objectContaining({ line_number: 1, unit_number: 2, code: 'GIFT-BBB-222', pin: null, expires_on: null }),
      ],
    });
    const stored = await harness.database.db.select().from(rewardCodes).where(eq(rewardCodes.orderId, orderId));
    expect(stored.every((code) => !code.codeSealed.includes('GIFT-') && code.revealedAt?.getTime() === harness.clock.now().getTime())).toBe(
      true,
    );
    // The orders list never carries them.
    const list = await harness.app.inject({
      method: 'GET',
      url: '/api/v1/web/rewards/orders',
      headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('GIFT-');
  });

  it("shows a subscriber their dependent's codes, and refuses another member's order as the cancel call does", async () => {
    const danielsOrder = await codedOrder(daniel, ['DEP-CODE-1']);
    expect(json(await call(mariaJwt, 'GET', danielsOrder, 'codes'))).toMatchObject({ codes: [{ code: 'DEP-CODE-1' }] });
    const mariasOrder = await codedOrder(maria, ['MARIA-ONLY-1']);
    const foreign = await call(aishaJwt, 'GET', mariasOrder, 'codes');
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(foreign.body).not.toContain('MARIA-ONLY');
    const cancelForeign = await harness.app.inject({
      method: 'POST',
      url: `/api/v1/web/rewards/orders/${mariasOrder}/cancel`,
      headers: { authorization: `Bearer ${aishaJwt}`, 'x-client-abbreviation': 'HARBOR' },
    });
    expect(json(cancelForeign)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses support staff viewing the member, both showing and resending', async () => {
    const orderId = await codedOrder(maria, ['STAFF-NEVER-1']);
    const staffJwt = await staffSignIn(harness, support);
    const started = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asked where her gift card is',
    });
    const viewerJwt = started.json<{ jwt: string }>().jwt;
    const shown = await call(viewerJwt, 'GET', orderId, 'codes');
    expect(shown.statusCode).toBe(403);
    expect(json(shown)).toMatchObject({ error: { code: 'REWARD_CODES_MEMBER_ONLY' } });
    expect(shown.body).not.toContain('STAFF-NEVER');
    const resent = await call(viewerJwt, 'POST', orderId, 'resend-codes');
    expect(json(resent)).toMatchObject({ error: { code: 'IMPERSONATION_READ_ONLY' } });
    const [code] = await harness.database.db.select().from(rewardCodes).where(eq(rewardCodes.orderId, orderId));
    expect(code?.revealedAt).toBeNull();
  });
});

describe('POST /api/v1/web/rewards/orders/:orderId/resend-codes', () => {
  it("e-mails the codes to the member's verified address, at most three times a day per order", async () => {
    const orderId = await codedOrder(maria, ['RESEND-1', 'RESEND-2']);
    for (const left of [2, 1, 0]) {
      const sent = await call(mariaJwt, 'POST', orderId, 'resend-codes');
      expect(sent.statusCode).toBe(200);
      expect(json(sent)).toEqual({ email_to: expect.stringMatching(/^m.*\*.*@example\.org$/), resends_left: left });
    }
    const [message] = await resentTo(maria);
    expect(message).toMatchObject({ channel: 'EMAIL', destination: `member${maria.memberId}@example.org` });
    expect(message?.subject).toContain(String(orderId));

    const fourth = await call(mariaJwt, 'POST', orderId, 'resend-codes');
    expect(fourth.statusCode).toBe(429);
    expect(json(fourth)).toMatchObject({ error: { code: 'REWARD_CODES_RESEND_LIMIT' } });
    expect(await resentTo(maria)).toHaveLength(3);

    // A day on (the sessions of the day before have lapsed), the order may be resent again.
    harness.clock.advance(24 * 60 * 60 * 1000 + 1000);
    mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
    expect((await call(mariaJwt, 'POST', orderId, 'resend-codes')).statusCode).toBe(200);
  });

  it('refuses a member whose e-mail is not verified, an order without codes yet, and another member’s order', async () => {
    const aishasOrder = await codedOrder(aisha, ['AISHA-1']);
    const unverified = await call(aishaJwt, 'POST', aishasOrder, 'resend-codes');
    expect(unverified.statusCode).toBe(422);
    expect(json(unverified)).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED' } });
    expect(await resentTo(aisha)).toHaveLength(0);

    const noCodes = await placeOrder(harness, maria, { state: 'SENT_TO_FULFILMENT' });
    expect(json(await call(mariaJwt, 'POST', noCodes, 'resend-codes'))).toMatchObject({ error: { code: 'REWARD_CODES_NOT_YET' } });
    expect(json(await call(mariaJwt, 'POST', aishasOrder, 'resend-codes'))).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
