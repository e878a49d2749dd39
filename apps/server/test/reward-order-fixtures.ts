import { randomUUID } from 'node:crypto';
import type { DeliveryForm, RewardItemType, ShippingAddress } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { accountIds, lockAccounts, programmeSide } from '../src/core/ledger/ledger-accounts';
import { postTransaction } from '../src/core/ledger/post-transaction';
import { drawFromLots } from '../src/core/ledger/reward-lots';
import { rewardOrderLines, rewardOrders } from '../src/db/schema';
import type { OrderState } from '@portal/contract';
import { earningFor, type DemoCoverage } from './ledger-helpers';
import type { TestApp } from './test-app';

export interface OrderLineFixture {
  readonly type?: RewardItemType;
  readonly name?: string;
  readonly brand?: string;
  readonly faceValue?: number | null;
  readonly deliveryForm?: DeliveryForm;
  readonly quantity?: number;
  readonly unitAmount?: number;
}

export interface OrderFixture {
  readonly lines?: readonly OrderLineFixture[];
  readonly shippingAddress?: ShippingAddress | null;
  readonly emailTo?: string | null;
  readonly state?: OrderState;
}

export const HOME_ADDRESS: ShippingAddress = {
  name: null,
  streetAddr1: '12 Harbor Way',
  streetAddr2: 'Apt 3',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
};

const DIGITAL_CARD: Required<OrderLineFixture> = {
  type: 'GIFT_CARD',
  name: 'Coffee gift card',
  brand: 'Bean Co',
  faceValue: 2500,
  deliveryForm: 'DIGITAL',
  quantity: 1,
  unitAmount: 2500,
};

/**
 * A redemption order as the redeem call leaves it, written straight to the tables: the member is
 * credited what the order takes, the debit is one REDEMPTION transaction from their MEMBER account
 * to REDEMPTIONS (drawing on their lots), then the order and its lines. Answers the order's id.
 */
export async function placeOrder(harness: TestApp, coverage: DemoCoverage, fixture: OrderFixture = {}): Promise<number> {
  const lines = (fixture.lines ?? [DIGITAL_CARD]).map((line): Required<OrderLineFixture> => ({
    type: line.type ?? DIGITAL_CARD.type,
    name: line.name ?? DIGITAL_CARD.name,
    brand: line.brand ?? DIGITAL_CARD.brand,
    faceValue: line.faceValue === undefined ? DIGITAL_CARD.faceValue : line.faceValue,
    deliveryForm: line.deliveryForm ?? DIGITAL_CARD.deliveryForm,
    quantity: line.quantity ?? DIGITAL_CARD.quantity,
    unitAmount: line.unitAmount ?? DIGITAL_CARD.unitAmount,
  }));
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitAmount, 0);
  const { db } = harness.database;
  await harness.services.ledger.issueReward(earningFor(coverage, { amount: total, yearlyMaximum: 10_000_000 }));
  const [memberAccount, redemptions] = (await accountIds(db, coverage.clientId, [
    { kind: 'MEMBER', currency: 'DOLLARS', memberCoverageId: coverage.memberCoverageId, memberId: coverage.memberId },
    programmeSide('REDEMPTIONS', { currency: 'DOLLARS', ...coverage }),
  ])) as [number, number];
  const physical = lines.some((line) => line.deliveryForm === 'PHYSICAL');
  const orderId = await db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [memberAccount, redemptions]);
    const now = harness.clock.now();
    const key = randomUUID();
    const debitTransactionId = await postTransaction(
      tx,
      { clientId: coverage.clientId, type: 'REDEMPTION', effectiveAt: now, idempotencyKey: `redemption:${key}` },
      [
        { accountId: memberAccount, amount: -total },
        { accountId: redemptions, amount: total },
      ],
      locked,
    );
    await drawFromLots(tx, memberAccount, debitTransactionId, total, now.toISOString().slice(0, 10));
    const [order] = await tx
      .insert(rewardOrders)
      .values({
        clientId: coverage.clientId,
        memberId: coverage.memberId,
        placedByMemberId: coverage.memberId,
        memberCoverageId: coverage.memberCoverageId,
        currency: 'DOLLARS',
        total,
        idempotencyKey: key,
        requestDigest: key,
        debitTransactionId,
        shippingAddress: fixture.shippingAddress === undefined ? (physical ? HOME_ADDRESS : null) : fixture.shippingAddress,
        emailTo: fixture.emailTo === undefined ? (physical ? null : 'maria@example.com') : fixture.emailTo,
        placedAt: now,
      })
      .returning({ id: rewardOrders.id });
    if (!order) throw new Error('the order was not written');
    await tx.insert(rewardOrderLines).values(
      lines.map((line, index) => ({
        orderId: order.id,
        lineNumber: index + 1,
        incentiveProductVariationId: 100 + index,
        productId: 10 + index,
        type: line.type,
        name: line.name,
        brand: line.brand,
        faceValue: line.faceValue,
        deliveryForm: line.deliveryForm,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
      })),
    );
    return order.id;
  });
  if (fixture.state && fixture.state !== 'PLACED') {
    await db.update(rewardOrders).set({ state: fixture.state }).where(eq(rewardOrders.id, orderId));
  }
  return orderId;
}

/** An order's row as it is now. */
export async function orderRow(harness: TestApp, orderId: number) {
  const [row] = await harness.database.db.select().from(rewardOrders).where(eq(rewardOrders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}
