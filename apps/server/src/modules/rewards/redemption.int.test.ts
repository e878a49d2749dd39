import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/database';
import { ledgerTransactions, memberAddresses, rewardOrders } from '../../db/schema';
import { SEED_DIR, SERVER_ROOT } from '../../paths';
import { addressFor, coverageOf, earningFor, setPrimaryEmail, type DemoCoverage } from '../../../test/ledger-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { createPostgresTestDatabase, testDatabaseKind } from '../../../test/test-database';
import { readClientDefinition } from '../clients/client-definition-file';

const onPostgres = testDatabaseKind() === 'postgres';

// Harbor's demo catalog: a $10 pharmacy card (1000 cents) in both forms, a $25 grocery card, a water bottle.
const PHARMACY_DIGITAL = 50021;
const PHARMACY_PHYSICAL = 50022;
const GROCERY_DIGITAL = 50011;
const BOTTLE = 50061;

let harness: TestApp;
let databaseUrl: string | undefined;
let maria: DemoCoverage;
let daniel: DemoCoverage;
let aisha: DemoCoverage;
let james: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;
let mariaAddress: number;
let aishaAddress: number;

beforeAll(async () => {
  // On PostgreSQL the database has a URL, so that another process can redeem on it too.
  if (onPostgres) databaseUrl = await createPostgresTestDatabase();
  harness = await createTestApp(databaseUrl ? { database: await openDatabase({ url: databaseUrl, pgliteDir: undefined }) } : {});
  maria = await coverageOf(harness, 'HHP100001');
  daniel = await coverageOf(harness, 'HHP100002');
  aisha = await coverageOf(harness, 'HHP100005');
  james = await coverageOf(harness, 'HHP100004');
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
  await setPrimaryEmail(harness, maria, true);
  await setPrimaryEmail(harness, aisha, false);
  mariaAddress = await addressFor(harness, maria);
  aishaAddress = await addressFor(harness, aisha);
  const { ledger } = harness.services;
  await ledger.issueReward(earningFor(maria, { amount: 20000 }));
  await ledger.issueReward(earningFor(daniel, { amount: 3000 }));
}, 120_000);

afterAll(async () => harness.close());

let keys = 0;
const freshKey = () => `test-key-${String(++keys).padStart(8, '0')}`;

type Item = { incentive_product_variation_id: number; quantity: number; delivery_form: string; shipping_id?: number | null };

function redeem(
  jwt: string,
  body: { account: { member_id: number; member_coverage_id: number }; items: Item[] },
  key?: string,
  client = 'HARBOR',
) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v3/web/rewards/redeem',
    headers: {
      authorization: `Bearer ${jwt}`,
      'x-client-abbreviation': client,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
}

const basket = (coverage: DemoCoverage, items: Item[]) => ({
  account: { member_id: coverage.memberId, member_coverage_id: coverage.memberCoverageId },
  items,
});
const digital = (id = PHARMACY_DIGITAL, quantity = 1): Item => ({ incentive_product_variation_id: id, quantity, delivery_form: 'DIGITAL' });
const physical = (shippingId: number, id = PHARMACY_PHYSICAL): Item => ({
  incentive_product_variation_id: id,
  quantity: 1,
  delivery_form: 'PHYSICAL',
  shipping_id: shippingId,
});

function get(jwt: string, url: string, client = 'HARBOR') {
  return harness.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
  });
}

const available = async (coverage: DemoCoverage) =>
  (await harness.services.ledger.balances(coverage.clientId, [coverage.memberCoverageId], '2026-03-02'))[0]?.available ?? 0;

describe('the catalog', () => {
  it("offers the plan's catalog in rewards/init and by its code, in the member's language", async () => {
    const init = json(await get(mariaJwt, '/v1/web/rewards/init'));
    const items = init.rewards_available as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.find((item) => item.id === PHARMACY_DIGITAL)).toMatchObject({
      product_id: 5002,
      type: 'GIFT_CARD',
      name: 'Pharmacy gift card',
      brand: 'Tidewater Pharmacy',
      face_value: 1000,
      redemption_amount: 1000,
      image_url: '/rewards-catalog/tidewater-pharmacy-10.svg',
      delivery_form: 'DIGITAL',
    });
    const catalog = await get(aishaJwt, '/v1/web/rewards/incentive-catalog/HHP-GIFT-CARDS');
    expect(catalog.statusCode).toBe(200);
    expect(json(catalog)).toMatchObject({ code: 'HHP-GIFT-CARDS', reward_type: 'DOLLARS' });
    // Aisha reads Arabic.
    expect((json(catalog).items as { name: string }[])[0]?.name).toBe('بطاقة هدايا للبقالة');
    expect((await get(mariaJwt, '/v1/web/rewards/incentive-catalog/MESA-POINTS-STORE')).statusCode).toBe(404);
    expect((await get(mariaJwt, '/v1/web/rewards/incentive-catalog/not-a-code')).statusCode).toBe(400);
  });
});

describe('POST /api/v3/web/rewards/redeem', () => {
  it('places an order, answers it with the balance, and shows it in rewards/init at once', async () => {
    const before = json(await get(mariaJwt, '/v1/web/rewards/init'));
    const key = freshKey();
    const response = await redeem(mariaJwt, basket(maria, [digital(PHARMACY_DIGITAL, 2), physical(mariaAddress, BOTTLE)]), key);
    expect(response.statusCode).toBe(200);
    const body = json<{ order: Record<string, unknown>; balance: number }>(response);
    expect(body.balance).toBe((before.available as number) - 3500);
    expect(body.order).toMatchObject({
      member_id: maria.memberId,
      member_coverage_id: maria.memberCoverageId,
      currency: 'DOLLARS',
      total: 3500,
      state: 'PLACED',
      shipping_address: { street_addr1: '1 Main St', city: 'Portland', state: 'OR', zip: '97209' },
      email_to: `m***@example.org`,
      tracking_url: null,
      cancelled_at: null,
    });
    expect(body.order.lines).toEqual([
      expect.objectContaining({ incentive_product_variation_id: PHARMACY_DIGITAL, quantity: 2, unit_amount: 1000, face_value: 1000 }),
      expect.objectContaining({
        incentive_product_variation_id: BOTTLE,
        quantity: 1,
        unit_amount: 1500,
        face_value: null,
        type: 'MERCHANDISE',
      }),
    ]);
    const after = json(await get(mariaJwt, '/v1/web/rewards/init'));
    expect(after.available).toBe(body.balance);
    expect((after.incentives_history as Record<string, unknown>[])[0]).toMatchObject({
      type: 'REDEEM',
      amount: -3500,
      order_id: body.order.order_id,
    });
    const orders = json<{ orders: { order_id: number }[] }>(await get(mariaJwt, '/v1/web/rewards/orders'));
    expect(orders.orders[0]?.order_id).toBe(body.order.order_id);
  });

  it('answers the first order to a repeat of the key, and refuses the key with another basket', async () => {
    const key = freshKey();
    const first = await redeem(mariaJwt, basket(maria, [digital()]), key);
    const again = await redeem(mariaJwt, basket(maria, [digital()]), key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const other = await redeem(mariaJwt, basket(maria, [digital(PHARMACY_DIGITAL, 2)]), key);
    expect(other.statusCode).toBe(422);
    expect(json(other)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    // A repeat answers the first order even when what it was checked against has changed since.
    const address = await addressFor(harness, maria);
    const shippedKey = freshKey();
    const shipped = await redeem(mariaJwt, basket(maria, [physical(address)]), shippedKey);
    expect(shipped.statusCode).toBe(200);
    await harness.database.db.delete(memberAddresses).where(eq(memberAddresses.id, address));
    const repeated = await redeem(mariaJwt, basket(maria, [physical(address)]), shippedKey);
    expect(repeated.body).toBe(shipped.body);
    expect(json(await redeem(mariaJwt, basket(maria, [physical(address)]), freshKey()))).toMatchObject({
      error: { code: 'SHIPPING_ADDRESS_REQUIRED' },
    });
  });

  it.skipIf(!onPostgres)('places one order for 50 parallel repeats of one key, and answers every one the same', async () => {
    const key = freshKey();
    const before = await available(maria);
    const answers = await Promise.all(Array.from({ length: 50 }, () => redeem(mariaJwt, basket(maria, [digital()]), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const orders = await harness.database.db.select().from(rewardOrders).where(eq(rewardOrders.idempotencyKey, key));
    expect(orders).toHaveLength(1);
    expect(await available(maria)).toBe(before - 1000);
  });

  it('refuses a missing or malformed key, an empty basket, and an item the catalog does not offer in that form', async () => {
    const missing = await redeem(mariaJwt, basket(maria, [digital()]));
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(json(await redeem(mariaJwt, basket(maria, [digital()]), 'short'))).toMatchObject({
      error: { code: 'IDEMPOTENCY_KEY_REQUIRED' },
    });
    const empty = await redeem(mariaJwt, basket(maria, []), freshKey());
    expect(empty.statusCode).toBe(422);
    expect(json(empty)).toMatchObject({ error: { code: 'EMPTY_CART' } });
    const unknown = await redeem(mariaJwt, basket(maria, [digital(999_999)]), freshKey());
    expect(json(unknown)).toMatchObject({ error: { code: 'NOT_IN_CATALOG' } });
    // The water bottle is only sent by post.
    expect(json(await redeem(mariaJwt, basket(maria, [digital(BOTTLE)]), freshKey()))).toMatchObject({ error: { code: 'NOT_IN_CATALOG' } });
  });

  it("redeems a dependent's rewards for their subscriber, and refuses anyone else's", async () => {
    const forDaniel = await redeem(mariaJwt, basket(daniel, [digital()]), freshKey());
    expect(forDaniel.statusCode).toBe(200);
    expect(json<{ order: { member_id: number }; balance: number }>(forDaniel)).toMatchObject({
      order: { member_id: daniel.memberId },
      balance: 2000,
    });
    const danielOrders = json<{ orders: unknown[] }>(await get(mariaJwt, `/v1/web/rewards/orders?dependentId=${daniel.memberId}`));
    expect(danielOrders.orders).toHaveLength(1);
    // Daniel is not Aisha's dependent, and Aisha is not Maria's.
    const notHers = await redeem(aishaJwt, basket(daniel, [physical(aishaAddress)]), freshKey());
    expect(notHers.statusCode).toBe(403);
    expect(json(notHers)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await redeem(mariaJwt, basket(aisha, [digital()]), freshKey())).statusCode).toBe(403);
    expect((await get(aishaJwt, `/v1/web/rewards/orders?dependentId=${daniel.memberId}`)).statusCode).toBe(403);
    // Maria's own id with another member's coverage.
    const coverage = await redeem(
      mariaJwt,
      { account: { member_id: maria.memberId, member_coverage_id: aisha.memberCoverageId }, items: [digital()] },
      freshKey(),
    );
    expect(coverage.statusCode).toBe(404);
    expect(await available(daniel)).toBe(2000);
  });

  it('sends digital items only to a verified e-mail address, and physical ones only to an address of the household', async () => {
    await harness.services.ledger.issueReward(earningFor(aisha, { amount: 5000 }));
    const unverified = await redeem(aishaJwt, basket(aisha, [digital()]), freshKey());
    expect(unverified.statusCode).toBe(422);
    expect(json(unverified)).toMatchObject({ error: { code: 'EMAIL_NOT_VERIFIED' } });
    const noAddress = await redeem(aishaJwt, basket(aisha, [{ ...physical(aishaAddress), shipping_id: null }]), freshKey());
    expect(json(noAddress)).toMatchObject({ error: { code: 'SHIPPING_ADDRESS_REQUIRED' } });
    const mariasAddress = await redeem(aishaJwt, basket(aisha, [physical(mariaAddress)]), freshKey());
    expect(json(mariasAddress)).toMatchObject({ error: { code: 'SHIPPING_ADDRESS_REQUIRED' } });
    expect(await available(aisha)).toBe(5000);
    const posted = await redeem(aishaJwt, basket(aisha, [physical(aishaAddress)]), freshKey());
    expect(posted.statusCode).toBe(200);
    expect(json(posted)).toMatchObject({ order: { email_to: null }, balance: 4000 });
  });

  it('never spends expired points, and says what the balance holds', async () => {
    const sofia = await coverageOf(harness, 'HHP100008');
    await harness.services.ledger.issueReward(earningFor(sofia, { amount: 5000, earnedOn: '2025-02-01', expiresOn: '2026-02-28' }));
    await harness.services.ledger.issueReward(earningFor(sofia, { amount: 500 }));
    const redeeming = harness.services.ledger.redeem({
      clientId: sofia.clientId,
      memberId: sofia.memberId,
      memberCoverageId: sofia.memberCoverageId,
      placedByMemberId: sofia.memberId,
      currency: 'DOLLARS',
      idempotencyKey: freshKey(),
      requestDigest: 'x',
      lines: [
        {
          incentiveProductVariationId: PHARMACY_DIGITAL,
          productId: 5002,
          type: 'GIFT_CARD',
          name: 'Pharmacy gift card',
          brand: 'Tidewater Pharmacy',
          faceValue: 1000,
          deliveryForm: 'DIGITAL',
          quantity: 1,
          unitAmount: 1000,
          healthActionCompletionId: null,
        },
      ],
      shippingAddress: null,
      emailTo: 'sofia@example.org',
    });
    // The $50 lapsed two days ago: the $5 left do not buy a $10 card.
    await expect(redeeming).rejects.toMatchObject({ balance: 500 });
    expect(await available(sofia)).toBe(500);
  });

  it('refuses every redemption where the plan redeems elsewhere', async () => {
    const mesa = await readClientDefinition(path.join(SEED_DIR, 'clients', 'mesa.json'));
    await harness.services.clients.applyDefinition({ ...mesa, features: [...mesa.features, 'REWARDS_EXTERNAL_REDEMPTION'] });
    const robert = await coverageOf(harness, 'MV-20001');
    await harness.services.ledger.issueReward(earningFor(robert, { currency: 'POINTS', amount: 5000 }));
    const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    const refused = await redeem(jwt, basket(robert, [{ ...physical(1, 60071) }]), freshKey(), 'MESA');
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ error: { code: 'REDEMPTION_EXTERNAL' } });
    await harness.services.clients.applyDefinition(mesa);
  });
});

describe('POST /api/v1/web/rewards/orders/:orderId/cancel', () => {
  it('returns exactly the order amount, once, and only to the member whose order it is', async () => {
    const before = await available(maria);
    const placed = json<{ order: { order_id: number } }>(await redeem(mariaJwt, basket(maria, [digital(GROCERY_DIGITAL)]), freshKey()));
    expect(await available(maria)).toBe(before - 2500);
    const cancel = (jwt: string, orderId: number) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/v1/web/rewards/orders/${orderId}/cancel`,
        headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
      });
    const byAisha = await cancel(aishaJwt, placed.order.order_id);
    expect(byAisha.statusCode).toBe(404);
    const cancelled = await cancel(mariaJwt, placed.order.order_id);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled)).toMatchObject({ order: { state: 'CANCELLED', cancelled_at: expect.any(String) as unknown }, balance: before });
    expect(await available(maria)).toBe(before);
    const twice = await cancel(mariaJwt, placed.order.order_id);
    expect(twice.statusCode).toBe(409);
    expect(json(twice)).toMatchObject({ error: { code: 'ORDER_NOT_CANCELLABLE' } });
    expect(await available(maria)).toBe(before);
    const history = json(await get(mariaJwt, '/v1/web/rewards/init')).incentives_history as Record<string, unknown>[];
    expect(history[0]).toMatchObject({ type: 'REFUND', amount: 2500, order_id: placed.order.order_id });
    // An order the fulfilment house has is not cancellable.
    const shipped = json<{ order: { order_id: number } }>(await redeem(mariaJwt, basket(maria, [digital()]), freshKey()));
    await harness.database.db.update(rewardOrders).set({ state: 'SENT_TO_FULFILMENT' }).where(eq(rewardOrders.id, shipped.order.order_id));
    expect((await cancel(mariaJwt, shipped.order.order_id)).statusCode).toBe(409);
    expect((await cancel(mariaJwt, 2_000_000_000)).statusCode).toBe(404);
    expect(await harness.services.ledger.verify()).toEqual([]);
  });
});

describe("the ledger's accounts", () => {
  it("keeps each coverage's earnings, redemptions and refunds on accounts of its own, so no two members wait on one row", async () => {
    // By now Maria has earned, redeemed and had an order refunded; Daniel has earned and Maria has redeemed his rewards.
    const touched = (coverage: DemoCoverage) =>
      queryRows<{ kind: string; member_coverage_id: number | null }>(
        harness.database.db,
        sql`select distinct a2.kind, a2.member_coverage_id
            from ledger_entries e1
            join ledger_accounts a1 on a1.id = e1.account_id and a1.kind = 'MEMBER' and a1.member_coverage_id = ${coverage.memberCoverageId}
            join ledger_entries e2 on e2.transaction_id = e1.transaction_id
            join ledger_accounts a2 on a2.id = e2.account_id`,
      );
    for (const coverage of [maria, daniel]) {
      const rows = await touched(coverage);
      expect(rows.map((row) => row.kind)).toEqual(expect.arrayContaining(['MEMBER', 'FUNDING', 'ALLOWANCE_SOURCE', 'REDEMPTIONS']));
      expect(rows.filter((row) => row.member_coverage_id !== coverage.memberCoverageId)).toEqual([]);
    }
  });
});

describe('a refund', () => {
  it("returns the points on the lots' own last days, neither longer nor shorter", async () => {
    const minh = await coverageOf(harness, 'HHP100006');
    const { ledger } = harness.services;
    await ledger.issueReward(earningFor(minh, { amount: 600, expiresOn: '2026-06-30' }));
    await ledger.issueReward(earningFor(minh, { amount: 1000, expiresOn: null }));
    const placed = await ledger.redeem({
      clientId: minh.clientId,
      memberId: minh.memberId,
      memberCoverageId: minh.memberCoverageId,
      placedByMemberId: minh.memberId,
      currency: 'DOLLARS',
      idempotencyKey: freshKey(),
      requestDigest: 'refund',
      lines: [
        {
          incentiveProductVariationId: PHARMACY_DIGITAL,
          productId: 5002,
          type: 'GIFT_CARD',
          name: 'Pharmacy gift card',
          brand: 'Tidewater Pharmacy',
          faceValue: 1000,
          deliveryForm: 'DIGITAL',
          quantity: 1,
          unitAmount: 1000,
          healthActionCompletionId: null,
        },
      ],
      shippingAddress: null,
      emailTo: 'minh@example.org',
    });
    // The lot that lapses first paid first: 600 of it, and 400 of the lot that never lapses.
    const [spent] = await ledger.balances(minh.clientId, [minh.memberCoverageId], '2026-03-02');
    expect(spent).toMatchObject({ available: 600, expiring: [] });
    expect(await ledger.refund({ clientId: minh.clientId, orderId: placed.orderId })).toEqual({ balance: 1600 });
    const [back] = await ledger.balances(minh.clientId, [minh.memberCoverageId], '2026-03-02');
    expect(back).toMatchObject({ available: 1600, expiring: [{ amount: 600, expiresOn: '2026-06-30' }] });
    await expect(ledger.refund({ clientId: minh.clientId, orderId: placed.orderId })).rejects.toMatchObject({ state: 'CANCELLED' });
    expect(await ledger.verify()).toEqual([]);
  });
});

describe('redemption under load', () => {
  it.skipIf(!onPostgres)('places exactly 7 of 100 parallel orders against a balance of 7, leaving 0', async () => {
    const omar = await coverageOf(harness, 'HHP100009');
    await harness.database.db.insert(memberAddresses).values({
      clientId: omar.clientId,
      memberId: omar.memberId,
      streetAddr1: '1225 SW Main St',
      city: 'Portland',
      state: 'OR',
      zip: '97205',
    });
    await harness.services.ledger.issueReward(earningFor(omar, { amount: 7000 }));
    // Through the service, as the member Omar would (he has no sign-in in the demo).
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, n) =>
        harness.services.ledger.redeem({
          clientId: omar.clientId,
          memberId: omar.memberId,
          memberCoverageId: omar.memberCoverageId,
          placedByMemberId: omar.memberId,
          currency: 'DOLLARS',
          idempotencyKey: `parallel-${String(n).padStart(12, '0')}`,
          requestDigest: 'same',
          lines: [
            {
              incentiveProductVariationId: PHARMACY_PHYSICAL,
              productId: 5002,
              type: 'GIFT_CARD',
              name: 'Pharmacy gift card',
              brand: 'Tidewater Pharmacy',
              faceValue: 1000,
              deliveryForm: 'PHYSICAL',
              quantity: 1,
              unitAmount: 1000,
              healthActionCompletionId: null,
            },
          ],
          shippingAddress: { name: null, streetAddr1: '1225 SW Main St', streetAddr2: null, city: 'Portland', state: 'OR', zip: '97205' },
          emailTo: null,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(7);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.every((outcome) => (outcome.reason as Error).constructor.name === 'NotEnoughBalanceError')).toBe(true);
    expect(await available(omar)).toBe(0);
    const orders = await harness.database.db.select().from(rewardOrders).where(eq(rewardOrders.memberId, omar.memberId));
    expect(orders).toHaveLength(7);
    expect(await harness.services.ledger.verify()).toEqual([]);
  });

  it.skipIf(!onPostgres)(
    'leaves every key with one debit or none, and a sound ledger, when a process redeeming is killed',
    async () => {
      await harness.services.ledger.issueReward(earningFor(james, { amount: 20000 }));
      const redemption = {
        clientId: james.clientId,
        memberId: james.memberId,
        memberCoverageId: james.memberCoverageId,
        placedByMemberId: james.memberId,
        currency: 'DOLLARS',
        idempotencyKey: 'killed-loop-key',
        requestDigest: 'loop',
        lines: [
          {
            incentiveProductVariationId: PHARMACY_DIGITAL,
            productId: 5002,
            type: 'GIFT_CARD',
            name: 'Pharmacy gift card',
            brand: 'Tidewater Pharmacy',
            faceValue: 1000,
            deliveryForm: 'DIGITAL',
            quantity: 1,
            unitAmount: 100,
            healthActionCompletionId: null,
          },
        ],
        shippingAddress: null,
        emailTo: 'james@example.org',
      };
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'test/redeem-loop.ts')], {
        cwd: SERVER_ROOT,
        env: { ...process.env, REDEEM_LOOP: JSON.stringify({ url: databaseUrl, redemption, count: 200 }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
      // Killed once it has placed some orders: in the middle of the loop, whatever the machine's pace.
      await new Promise<void>((resolve, reject) => {
        let placed = 0;
        child.stdout.on('data', (chunk: Buffer) => {
          placed += chunk.toString().split('\n').filter(Boolean).length;
          if (placed >= 20) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.on('exit', (code) => (code === null ? undefined : reject(new Error(`the loop ended before it was killed: ${stderr}`))));
      });
      await exited;
      const { db } = harness.database;
      const debits = await db
        .select({ key: ledgerTransactions.idempotencyKey, count: sql<number>`count(*)`.mapWith(Number) })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, `redemption:${james.memberId}:killed-loop-key-%`))
        .groupBy(ledgerTransactions.idempotencyKey);
      expect(debits.every((debit) => debit.count === 1)).toBe(true);
      expect(debits.length).toBeGreaterThanOrEqual(20);
      expect(debits.length).toBeLessThan(200);
      const orders = await db.select().from(rewardOrders).where(like(rewardOrders.idempotencyKey, 'killed-loop-key-%'));
      expect(orders).toHaveLength(debits.length);
      expect(await available(james)).toBe(20000 - 100 * orders.length);
      expect(await harness.services.ledger.verify()).toEqual([]);
    },
    180_000,
  );
});
