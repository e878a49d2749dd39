import path from 'node:path';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoRewardPreferences, memberAddresses, rewardOrders } from '../../db/schema';
import { SEED_DIR } from '../../paths';
import { coverageOf, earningFor, setPrimaryEmail, type DemoCoverage } from '../../../test/ledger-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { readClientDefinition } from '../clients/client-definition-file';
import { rewardsModule } from './rewards.module';

// Harbor's demo catalog: a $10 pharmacy card (1000 cents) in both forms, a water bottle.
const PHARMACY_DIGITAL = 50021;
const PHARMACY_PHYSICAL = 50022;
const BOTTLE = 50061;
// Harbor's flu shot pays $20. Rewards issued straight to the ledger here use completion ids no recorded completion has.
const FLU_SHOT = 102;

let harness: TestApp;
let maria: DemoCoverage;
let daniel: DemoCoverage;
let aisha: DemoCoverage;
let mariaJwt: string;
let aishaJwt: string;
let aishaAddress: number;

beforeAll(async () => {
  harness = await createTestApp();
  maria = await coverageOf(harness, 'HHP100001');
  daniel = await coverageOf(harness, 'HHP100002');
  aisha = await coverageOf(harness, 'HHP100005');
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
  aishaJwt = (await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR)).jwt;
  const { db } = harness.database;
  await setPrimaryEmail(harness, maria, true);
  await setPrimaryEmail(harness, aisha, false);
  const [address] = await db
    .insert(memberAddresses)
    .values({
      clientId: aisha.clientId,
      memberId: aisha.memberId,
      streetAddr1: '2210 Pacific Ave',
      city: 'Tacoma',
      state: 'WA',
      zip: '98402',
    })
    .returning({ id: memberAddresses.id });
  aishaAddress = address!.id;
}, 120_000);

afterAll(async () => harness.close());

type Preference = { incentive_product_id: number; delivery_form: string; shipping_id?: number | null };

function setup(jwt: string, coverage: DemoCoverage, preference: Preference, client = 'HARBOR') {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v2/web/rewards/setup',
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': client },
    payload: {
      account: { member_id: coverage.memberId, member_coverage_id: coverage.memberCoverageId },
      pool_incentive_preference: preference,
    },
  });
}

function remove(jwt: string, preferenceId: number) {
  return harness.app.inject({
    method: 'DELETE',
    url: `/api/v1/web/rewards/${preferenceId}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
  });
}

async function rewardsInit(jwt: string, query = '') {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/v1/web/rewards/init${query}`,
    headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
  });
  return json<{ auto_reward: { selected: Record<string, unknown> | null; address: Record<string, unknown> | null } }>(response).auto_reward;
}

const available = async (coverage: DemoCoverage) =>
  (await harness.services.ledger.balances(coverage.clientId, [coverage.memberCoverageId], '2026-03-02'))[0]?.available ?? 0;

async function autoOrders(coverage: DemoCoverage) {
  return harness.database.db
    .select({ id: rewardOrders.id, total: rewardOrders.total, key: rewardOrders.idempotencyKey })
    .from(rewardOrders)
    .where(and(eq(rewardOrders.memberCoverageId, coverage.memberCoverageId), like(rewardOrders.idempotencyKey, 'auto:%')));
}

async function activeOf(coverage: DemoCoverage) {
  return harness.database.db
    .select()
    .from(autoRewardPreferences)
    .where(and(eq(autoRewardPreferences.memberCoverageId, coverage.memberCoverageId), isNull(autoRewardPreferences.deactivatedAt)));
}

async function harborWith(features: (current: readonly string[]) => string[]) {
  const harbor = await readClientDefinition(path.join(SEED_DIR, 'clients', 'harbor.json'));
  await harness.services.clients.applyDefinition({ ...harbor, features: features(harbor.features) as typeof harbor.features });
  return () => harness.services.clients.applyDefinition(harbor);
}

describe('setting up and turning off automatic rewards', () => {
  it('sets up a choice, replaces it with a new one, and turns it off', async () => {
    const first = await setup(aishaJwt, aisha, {
      incentive_product_id: PHARMACY_PHYSICAL,
      delivery_form: 'PHYSICAL',
      shipping_id: aishaAddress,
    });
    expect(first.statusCode).toBe(200);
    const firstId = json<{ selected: { preference_id: number } }>(first).selected.preference_id;
    expect(json(first)).toMatchObject({
      selected: { incentive_product_id: PHARMACY_PHYSICAL, delivery_form: 'PHYSICAL', email_to: null, item: { id: PHARMACY_PHYSICAL } },
      address: { city: 'Tacoma', zip: '98402' },
    });
    const second = await setup(aishaJwt, aisha, { incentive_product_id: BOTTLE, delivery_form: 'PHYSICAL', shipping_id: aishaAddress });
    expect(second.statusCode).toBe(200);
    const secondId = json<{ selected: { preference_id: number } }>(second).selected.preference_id;
    expect(secondId).not.toBe(firstId);
    // One active choice per coverage: the first was turned off, and kept.
    expect((await activeOf(aisha)).map((row) => row.id)).toEqual([secondId]);
    expect(await rewardsInit(aishaJwt)).toMatchObject({ selected: { preference_id: secondId, incentive_product_id: BOTTLE } });

    const off = await remove(aishaJwt, secondId);
    expect(off.statusCode).toBe(200);
    expect(json(off)).toMatchObject({ preference_id: secondId });
    expect(await activeOf(aisha)).toEqual([]);
    expect(await rewardsInit(aishaJwt)).toEqual({ selected: null, address: null });
    expect((await remove(aishaJwt, 999_999)).statusCode).toBe(404);
  });

  it('checks what a redemption checks, and refuses another member', async () => {
    const expectRefused = async (response: Awaited<ReturnType<typeof setup>>, status: number, code: string) => {
      expect(response.statusCode).toBe(status);
      expect(json(response)).toMatchObject({ error: { code } });
    };
    await expectRefused(
      await setup(aishaJwt, aisha, { incentive_product_id: PHARMACY_DIGITAL, delivery_form: 'DIGITAL' }),
      422,
      'EMAIL_NOT_VERIFIED',
    );
    await expectRefused(await setup(aishaJwt, aisha, { incentive_product_id: 99_999, delivery_form: 'DIGITAL' }), 422, 'NOT_IN_CATALOG');
    await expectRefused(
      await setup(aishaJwt, aisha, { incentive_product_id: PHARMACY_DIGITAL, delivery_form: 'PHYSICAL' }),
      422,
      'NOT_IN_CATALOG',
    );
    await expectRefused(
      await setup(aishaJwt, aisha, { incentive_product_id: PHARMACY_PHYSICAL, delivery_form: 'PHYSICAL' }),
      422,
      'SHIPPING_ADDRESS_REQUIRED',
    );
    // Maria may not ship to Aisha's address, nor set up Aisha's coverage; Aisha may not turn off Maria's choice.
    await expectRefused(
      await setup(mariaJwt, maria, { incentive_product_id: PHARMACY_PHYSICAL, delivery_form: 'PHYSICAL', shipping_id: aishaAddress }),
      422,
      'SHIPPING_ADDRESS_REQUIRED',
    );
    await expectRefused(
      await setup(mariaJwt, aisha, { incentive_product_id: BOTTLE, delivery_form: 'PHYSICAL', shipping_id: aishaAddress }),
      403,
      'FORBIDDEN',
    );
    const marias = await setup(mariaJwt, maria, { incentive_product_id: BOTTLE, delivery_form: 'DIGITAL' });
    await expectRefused(marias, 422, 'NOT_IN_CATALOG');
    const own = json<{ selected: { preference_id: number } }>(
      await setup(mariaJwt, maria, { incentive_product_id: PHARMACY_DIGITAL, delivery_form: 'DIGITAL' }),
    ).selected.preference_id;
    await expectRefused(await remove(aishaJwt, own), 403, 'FORBIDDEN');
    expect((await activeOf(maria)).map((row) => row.id)).toEqual([own]);
    expect((await remove(mariaJwt, own)).statusCode).toBe(200);
  });

  it('is refused where the plan has no automatic rewards, or redeems elsewhere', async () => {
    const preference = { incentive_product_id: PHARMACY_PHYSICAL, delivery_form: 'PHYSICAL', shipping_id: aishaAddress };
    let restore = await harborWith((features) => features.filter((feature) => feature !== 'AUTO_REWARDS'));
    const off = await setup(aishaJwt, aisha, preference);
    await restore();
    expect(off.statusCode).toBe(403);
    expect(json(off)).toMatchObject({ error: { code: 'FEATURE_DISABLED' } });
    restore = await harborWith((features) => [...features, 'REWARDS_EXTERNAL_REDEMPTION']);
    const external = await setup(aishaJwt, aisha, preference);
    await restore();
    expect(external.statusCode).toBe(403);
    expect(json(external)).toMatchObject({ error: { code: 'REDEMPTION_EXTERNAL' } });
    expect(await activeOf(aisha)).toEqual([]);
  });
});

describe('settling automatic rewards', () => {
  it("redeems a dependent's new reward for the chosen item once per whole item, and never twice", async () => {
    expect(await available(daniel)).toBe(0);
    await harness.services.ledger.issueReward(earningFor(daniel, { amount: 400, completionId: 900_001 }));
    // Maria, the subscriber, chooses for Daniel; the card goes to her verified address.
    const chosen = await setup(mariaJwt, daniel, { incentive_product_id: PHARMACY_DIGITAL, delivery_form: 'DIGITAL' });
    expect(chosen.statusCode).toBe(200);
    expect(await autoOrders(daniel)).toEqual([]);

    const flu = await harness.services.completions.record({
      clientId: daniel.clientId,
      memberId: daniel.memberId,
      healthActionId: FLU_SHOT,
      completionDate: '2026-02-10',
      source: 'CLAIM',
      sourceRef: 'auto-rewards-flu-daniel',
    });
    expect(flu).toMatchObject({ status: 'RECORDED', reward: { issuedAmount: 2000 } });
    // $24 buys two $10 cards and leaves $4.
    const placed = await autoOrders(daniel);
    expect(placed.map((order) => order.total)).toEqual([1000, 1000]);
    expect(await available(daniel)).toBe(400);

    const { autoRewards } = harness.services;
    const again = await Promise.all([
      autoRewards.settleCoverage(daniel.clientId, daniel.memberCoverageId),
      autoRewards.settleCoverage(daniel.clientId, daniel.memberCoverageId),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await autoOrders(daniel)).toHaveLength(2);
    expect(await rewardsInit(mariaJwt, `?dependentId=${daniel.memberId}`)).toMatchObject({
      selected: { member_id: daniel.memberId, delivery_form: 'DIGITAL', email_to: expect.stringContaining('@') },
    });
  });

  it('the job redeems a reward that arrived while settling was off', async () => {
    const restore = await harborWith((features) => features.filter((feature) => feature !== 'AUTO_REWARDS'));
    await harness.services.ledger.issueReward(earningFor(daniel, { amount: 1600, completionId: 900_002 }));
    expect(await harness.services.autoRewards.settleCoverage(daniel.clientId, daniel.memberCoverageId)).toBe(0);
    await restore();
    expect(await available(daniel)).toBe(2000);

    const job = rewardsModule.jobs?.find((candidate) => candidate.name === 'auto-rewards-settling');
    if (!job) throw new Error('no settling job');
    await job.run(harness.services, harness.clock.now());
    expect(await autoOrders(daniel)).toHaveLength(4);
    expect(await available(daniel)).toBe(0);
    // Orders are numbered per preference, so a later round places the next, never one again.
    expect((await autoOrders(daniel)).map((order) => order.key.split(':')[2]).sort()).toEqual(['1', '2', '3', '4']);
  });
});
