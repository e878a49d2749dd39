import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardOrderLines } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { addressFor, coverageOf, earningFor, type DemoCoverage } from '../../../test/ledger-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { readClientDefinition } from '../clients/client-definition-file';

// Harbor's demo boxes: fitness starter ($30), healthy kitchen ($40), rest and relax ($25).
const FITNESS = 7001;
const KITCHEN = 7002;
const REST = 7003;

let harness: TestApp;
let maria: DemoCoverage;
let daniel: DemoCoverage;
let aisha: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;
let mariaAddress: number;
let aishaAddress: number;

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  daniel = await coverageOf(harness, 'HHP100002');
  aisha = await coverageOf(harness, 'HHP100005');
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
  mariaAddress = await addressFor(harness, maria);
  aishaAddress = await addressFor(harness, aisha);
  await harness.services.ledger.issueReward(earningFor(maria, { amount: 10000 }));
  await harness.services.ledger.issueReward(earningFor(daniel, { amount: 3500 }));
  await harness.services.ledger.issueReward(earningFor(aisha, { amount: 2000 }));
}, 120_000);

afterAll(async () => harness.close());

let keys = 0;
const freshKey = () => `box-key-${String(++keys).padStart(8, '0')}`;

interface BoxRequest {
  account: { member_id: number; member_coverage_id: number };
  address: number;
  items: { reward_box_id: number; quantity: number }[];
}

function redeemBoxes(jwt: string, body: BoxRequest, key?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/web/rewards/reward-boxes/redeem',
    headers: {
      authorization: `Bearer ${jwt}`,
      'x-client-abbreviation': 'HARBOR',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
}

const boxes = (coverage: DemoCoverage, address: number, ids: number[], quantity = 1): BoxRequest => ({
  account: { member_id: coverage.memberId, member_coverage_id: coverage.memberCoverageId },
  address,
  items: ids.map((id) => ({ reward_box_id: id, quantity })),
});

const get = (jwt: string, url: string) =>
  harness.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' } });

const available = async (coverage: DemoCoverage) =>
  (await harness.services.ledger.balances(coverage.clientId, [coverage.memberCoverageId], '2026-03-02'))[0]?.available ?? 0;

async function withHarborFeatures(change: (features: string[]) => string[], work: () => Promise<void>): Promise<void> {
  const harbor = await readClientDefinition(path.join(SEED_DIR, 'clients', 'harbor.json'));
  await harness.services.clients.applyDefinition({ ...harbor, features: change([...harbor.features]) as typeof harbor.features });
  try {
    await work();
  } finally {
    await harness.services.clients.applyDefinition(harbor);
  }
}

describe('reward boxes in rewards/init', () => {
  it("lists the plan's boxes in the member's language while the plan has REWARD_BOXES, and none without it", async () => {
    const init = json(await get(mariaJwt, '/v1/web/rewards/init'));
    expect(init.reward_boxes).toEqual([
      expect.objectContaining({
        id: FITNESS,
        code: 'FITNESS-STARTER',
        redemption_amount: 3000,
        image_url: '/rewards-catalog/fitness-starter-box.svg',
      }),
      expect.objectContaining({ id: KITCHEN, name: expect.any(String), description: expect.any(String) }),
      expect.objectContaining({ id: REST }),
    ]);
    await withHarborFeatures(
      (features) => features.filter((feature) => feature !== 'REWARD_BOXES'),
      async () => {
        expect(json(await get(mariaJwt, '/v1/web/rewards/init')).reward_boxes).toEqual([]);
      },
    );
  });
});

describe('POST /api/v1/web/rewards/reward-boxes/redeem', () => {
  it('places one shipped order of one of each box through the ledger, and shows it among the orders', async () => {
    const before = await available(maria);
    const response = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [FITNESS, REST]), freshKey());
    expect(response.statusCode).toBe(200);
    const body = json<{ order: Record<string, unknown>; balance: number }>(response);
    expect(body.balance).toBe(before - 5500);
    expect(body.order).toMatchObject({
      member_id: maria.memberId,
      total: 5500,
      state: 'PLACED',
      email_to: null,
      shipping_address: { street_addr1: '1 Main St', city: 'Portland', state: 'OR', zip: '97209' },
    });
    expect(body.order.lines).toEqual([
      expect.objectContaining({
        incentive_product_variation_id: FITNESS,
        type: 'REWARD_BOX',
        delivery_form: 'PHYSICAL',
        quantity: 1,
        unit_amount: 3000,
        brand: 'FITNESS-STARTER',
      }),
      expect.objectContaining({ incentive_product_variation_id: REST, type: 'REWARD_BOX', quantity: 1, unit_amount: 2500 }),
    ]);
    const orders = json<{ orders: { order_id: number }[] }>(await get(mariaJwt, '/v1/web/rewards/orders'));
    expect(orders.orders[0]?.order_id).toBe(body.order.order_id);
    expect(await available(maria)).toBe(body.balance);
    expect(await harness.services.ledger.verify()).toEqual([]);
  });

  it('answers the first order to a repeat of the key, and refuses the key with other boxes or for a basket', async () => {
    const key = freshKey();
    const first = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [KITCHEN]), key);
    expect(first.statusCode).toBe(200);
    const balance = await available(maria);
    const again = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [KITCHEN]), key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await available(maria)).toBe(balance);
    expect(json(await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [REST]), key))).toMatchObject({
      error: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    const lines = await harness.database.db
      .select()
      .from(rewardOrderLines)
      .where(eq(rewardOrderLines.orderId, json<{ order: { order_id: number } }>(first).order.order_id));
    expect(lines).toHaveLength(1);
    const missing = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [KITCHEN]));
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
  });

  it('refuses a quantity other than 1, the same box twice, no box, and a box the plan does not offer', async () => {
    const before = await available(maria);
    const two = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [FITNESS], 2), freshKey());
    expect(two.statusCode).toBe(400);
    expect(json(two)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const twice = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [FITNESS, FITNESS]), freshKey());
    expect(json(twice)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const none = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, []), freshKey());
    expect(none.statusCode).toBe(422);
    expect(json(none)).toMatchObject({ error: { code: 'NO_REWARD_BOX_SELECTED' } });
    // A catalog item's id is not a box.
    expect(json(await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [50021]), freshKey()))).toMatchObject({
      error: { code: 'NOT_IN_CATALOG' },
    });
    expect(await available(maria)).toBe(before);
  });

  it('refuses boxes the balance does not cover, and an address that is not the household’s', async () => {
    const short = await redeemBoxes(aishaJwt, boxes(aisha, aishaAddress, [FITNESS]), freshKey());
    expect(short.statusCode).toBe(422);
    expect(json(short)).toMatchObject({ error: { code: 'NOT_ENOUGH_BALANCE' } });
    const notHers = await redeemBoxes(aishaJwt, boxes(aisha, mariaAddress, [REST]), freshKey());
    expect(json(notHers)).toMatchObject({ error: { code: 'SHIPPING_ADDRESS_REQUIRED' } });
    expect(await available(aisha)).toBe(2000);
  });

  it("redeems a dependent's rewards for their subscriber, and refuses a member who is not the asker's dependent", async () => {
    const forDaniel = await redeemBoxes(mariaJwt, boxes(daniel, mariaAddress, [FITNESS]), freshKey());
    expect(forDaniel.statusCode).toBe(200);
    expect(json(forDaniel)).toMatchObject({ order: { member_id: daniel.memberId }, balance: 500 });
    const notHers = await redeemBoxes(aishaJwt, boxes(daniel, aishaAddress, [REST]), freshKey());
    expect(notHers.statusCode).toBe(403);
    expect(json(notHers)).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await available(daniel)).toBe(500);
    expect(await harness.services.ledger.verify()).toEqual([]);
  });

  it('is refused where the plan has no reward boxes, and where it redeems elsewhere', async () => {
    await withHarborFeatures(
      (features) => features.filter((feature) => feature !== 'REWARD_BOXES'),
      async () => {
        const off = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [REST]), freshKey());
        expect(off.statusCode).toBe(403);
        expect(json(off)).toMatchObject({ error: { code: 'FEATURE_DISABLED' } });
      },
    );
    await withHarborFeatures(
      (features) => [...features, 'REWARDS_EXTERNAL_REDEMPTION'],
      async () => {
        const external = await redeemBoxes(mariaJwt, boxes(maria, mariaAddress, [REST]), freshKey());
        expect(external.statusCode).toBe(403);
        expect(json(external)).toMatchObject({ error: { code: 'REDEMPTION_EXTERNAL' } });
      },
    );
    expect(await harness.services.ledger.verify()).toEqual([]);
  });
});
