import type { Currency, DeliveryForm, RewardItemType, ShippingAddress } from '@portal/contract';
import { todayIn } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ledgerEntries, rewardLotAllocations, rewardLots, rewardOrderLines, rewardOrders } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { accountIds, lockAccounts, programmeSide } from './ledger-accounts';
import { isUniqueViolation } from './postgres-errors';
import { postTransaction } from './post-transaction';
import { addLot, drawFromLots, expireLots } from './reward-lots';

/** One line of a redemption, as the catalog had it when the member ordered. */
export interface RedemptionLine {
  readonly incentiveProductVariationId: number;
  readonly productId: number;
  readonly type: RewardItemType;
  readonly name: string;
  readonly brand: string;
  readonly faceValue: number | null;
  readonly deliveryForm: DeliveryForm;
  readonly quantity: number;
  /** What one of it takes from the balance. */
  readonly unitAmount: number;
  readonly healthActionCompletionId: number | null;
}

export interface Redemption {
  readonly clientId: number;
  /** Whose coverage pays. */
  readonly memberId: number;
  readonly memberCoverageId: number;
  /** Who asked: the member, or the subscriber of the member whose rewards they are. */
  readonly placedByMemberId: number;
  readonly currency: Currency;
  /** The request's Idempotency-Key; unique per member who asked. */
  readonly idempotencyKey: string;
  /** A digest of the request: the same key with another request is refused. */
  readonly requestDigest: string;
  readonly lines: readonly RedemptionLine[];
  readonly shippingAddress: ShippingAddress | null;
  /** The verified address digital items go to, unmasked (masked in answers). */
  readonly emailTo: string | null;
}

/** What a redemption or a replay of it answers: the order, and the balance it left. */
export interface RedemptionResult {
  readonly orderId: number;
  /** The coverage's balance just after the order was placed (the same for every replay). */
  readonly balance: number;
  /** True when an earlier request with this key placed the order. */
  readonly replayed: boolean;
}

/** The coverage's available balance does not cover the order; `balance` is what it holds. */
export class NotEnoughBalanceError extends Error {
  constructor(readonly balance: number) {
    super(`the balance (${balance}) does not cover the order`);
  }
}

/** The idempotency key was used before for another request. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('the idempotency key was used before with another request');
  }
}

/** The order is not the coverage's to cancel any more: it has reached fulfilment, or was cancelled. */
export class OrderNotCancellableError extends Error {
  constructor(readonly state: string) {
    super(`an order in state ${state} cannot be cancelled`);
  }
}

const total = (lines: readonly RedemptionLine[]): number => lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);

/** The order an earlier request with this key placed, and the balance its debit left. */
async function placedBefore(db: Database, clientId: number, placedByMemberId: number, idempotencyKey: string) {
  const [row] = await db
    .select({
      orderId: rewardOrders.id,
      requestDigest: rewardOrders.requestDigest,
      balance: sql<number>`(select e.balance_after from ${ledgerEntries} e join ledger_accounts a on a.id = e.account_id
        where e.transaction_id = ${rewardOrders.debitTransactionId} and a.kind = 'MEMBER')`.mapWith(Number),
    })
    .from(rewardOrders)
    .where(
      and(
        eq(rewardOrders.clientId, clientId),
        eq(rewardOrders.placedByMemberId, placedByMemberId),
        eq(rewardOrders.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

function replay(before: { orderId: number; requestDigest: string; balance: number }, requestDigest: string): RedemptionResult {
  if (before.requestDigest !== requestDigest) throw new IdempotencyKeyReusedError();
  return { orderId: before.orderId, balance: before.balance, replayed: true };
}

/** The order an earlier request with this key placed, when there is one (IdempotencyKeyReusedError for another request). */
export async function earlierRedemption(
  db: Database,
  request: Pick<Redemption, 'clientId' | 'placedByMemberId' | 'idempotencyKey' | 'requestDigest'>,
): Promise<RedemptionResult | undefined> {
  const before = await placedBefore(db, request.clientId, request.placedByMemberId, request.idempotencyKey);
  return before && replay(before, request.requestDigest);
}

/**
 * A redemption: one database transaction locks the coverage's member account and its
 * REDEMPTIONS and EXPIRED accounts in id order, expires what is past its day (expired points never
 * pay), refuses an order the rest does not cover, draws the debit from the lots soonest to expire
 * and writes the order with its lines. Whatever arrives in parallel, the balance never goes below
 * zero and one key places one order: a request that loses the race for the key answers the order
 * of the one that won.
 */
export async function redeem(db: Database, clock: Clock, redemption: Redemption, timeZone: string): Promise<RedemptionResult> {
  const { clientId, currency, memberCoverageId, memberId, placedByMemberId, idempotencyKey, requestDigest } = redemption;
  const amount = total(redemption.lines);
  if (redemption.lines.length === 0 || !Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('a redemption is at least one line, for a whole, positive amount');
  // A repeat of a key is found under the locks below (callers ask earlierRedemption first, unlocked).
  const [memberAccount, redemptions, expired] = (await accountIds(db, clientId, [
    { kind: 'MEMBER', currency, memberCoverageId, memberId },
    programmeSide('REDEMPTIONS', redemption),
    programmeSide('EXPIRED', redemption),
  ])) as [number, number, number];
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockAccounts(tx, [memberAccount, redemptions, expired]);
      // A request with the same key that held these locks before has committed by now.
      const raced = await placedBefore(tx, clientId, placedByMemberId, idempotencyKey);
      if (raced) return replay(raced, requestDigest);
      const now = clock.now();
      const today = todayIn(now, timeZone);
      await expireLots(tx, { clientId, memberAccountId: memberAccount, expiredAccountId: expired, locked }, today, now);
      const balance = locked.get(memberAccount)?.balance ?? 0;
      if (balance < amount) throw new NotEnoughBalanceError(balance);
      const transactionId = await postTransaction(
        tx,
        { clientId, type: 'REDEMPTION', effectiveAt: now, idempotencyKey: `redemption:${placedByMemberId}:${idempotencyKey}` },
        [
          { accountId: memberAccount, amount: -amount },
          { accountId: redemptions, amount },
        ],
        locked,
      );
      if ((await drawFromLots(tx, memberAccount, transactionId, amount, today)) > 0) throw new NotEnoughBalanceError(balance);
      const [order] = await tx
        .insert(rewardOrders)
        .values({
          clientId,
          memberId,
          placedByMemberId,
          memberCoverageId,
          currency,
          total: amount,
          idempotencyKey,
          requestDigest,
          debitTransactionId: transactionId,
          shippingAddress: redemption.shippingAddress,
          emailTo: redemption.emailTo,
          placedAt: now,
        })
        .returning({ id: rewardOrders.id });
      if (!order) throw new Error('the order was not written');
      await tx
        .insert(rewardOrderLines)
        .values(redemption.lines.map((line, index) => ({ ...line, orderId: order.id, lineNumber: index + 1 })));
      return { orderId: order.id, balance: locked.get(memberAccount)?.balance ?? 0, replayed: false };
    });
  } catch (error) {
    // Another coverage's request with the same key won (it held other locks): answer its order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await placedBefore(db, clientId, placedByMemberId, idempotencyKey);
    if (!winner) throw error;
    return replay(winner, requestDigest);
  }
}

/**
 * Cancels an order still PLACED: a REFUND posts exactly its total from REDEMPTIONS back to the
 * member account, as one lot per lot the order drew on, each keeping that lot's last day (a
 * cancelled order neither lengthens nor shortens the life of the points it returns; decision
 * 0037). The order is locked after the accounts, as every writer of the order does.
 */
export async function refund(
  db: Database,
  clock: Clock,
  order: { readonly clientId: number; readonly orderId: number },
  timeZone: string,
): Promise<{ readonly balance: number }> {
  const [placed] = await db
    .select({
      memberId: rewardOrders.memberId,
      memberCoverageId: rewardOrders.memberCoverageId,
      currency: rewardOrders.currency,
      // The refund comes back from the very account the debit paid into, wherever it was kept.
      redemptions: sql<number>`(select e.account_id from ${ledgerEntries} e join ledger_accounts a on a.id = e.account_id
        where e.transaction_id = ${rewardOrders.debitTransactionId} and a.kind = 'REDEMPTIONS')`.mapWith(Number),
    })
    .from(rewardOrders)
    .where(and(eq(rewardOrders.id, order.orderId), eq(rewardOrders.clientId, order.clientId)));
  if (!placed) throw new RangeError(`order ${order.orderId} does not exist`);
  const { clientId } = order;
  const { redemptions } = placed;
  const [memberAccount] = (await accountIds(db, clientId, [
    { kind: 'MEMBER', currency: placed.currency, memberCoverageId: placed.memberCoverageId, memberId: placed.memberId },
  ])) as [number];
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [memberAccount, redemptions]);
    const [current] = await tx
      .select({ state: rewardOrders.state, total: rewardOrders.total, debitTransactionId: rewardOrders.debitTransactionId })
      .from(rewardOrders)
      .where(eq(rewardOrders.id, order.orderId))
      .for('update');
    if (!current || current.state !== 'PLACED') throw new OrderNotCancellableError(current?.state ?? 'UNKNOWN');
    const now = clock.now();
    const transactionId = await postTransaction(
      tx,
      { clientId, type: 'REFUND', effectiveAt: now, idempotencyKey: `refund:${order.orderId}` },
      [
        { accountId: redemptions, amount: -current.total },
        { accountId: memberAccount, amount: current.total },
      ],
      locked,
    );
    const drawn = await tx
      .select({ amount: rewardLotAllocations.amount, earnedOn: rewardLots.earnedOn, expiresOn: rewardLots.expiresOn })
      .from(rewardLotAllocations)
      .innerJoin(rewardLots, eq(rewardLots.id, rewardLotAllocations.lotId))
      .where(eq(rewardLotAllocations.transactionId, current.debitTransactionId))
      .orderBy(asc(rewardLotAllocations.lotId));
    const today = todayIn(now, timeZone);
    let returned = 0;
    // What returns on lots already past their day is the expiry job's, not the member's to spend.
    let lapsed = 0;
    for (const part of drawn) {
      if (part.expiresOn !== null && part.expiresOn < today) lapsed += part.amount;
      await addLot(tx, {
        clientId,
        accountId: memberAccount,
        transactionId,
        earnedOn: part.earnedOn,
        expiresOn: part.expiresOn,
        amount: part.amount,
      });
      returned += part.amount;
    }
    // The lots always cover a debit; should they not, the rest returns as a lot of its own.
    if (returned < current.total)
      await addLot(tx, {
        clientId,
        accountId: memberAccount,
        transactionId,
        earnedOn: today,
        expiresOn: null,
        amount: current.total - returned,
      });
    await tx
      .update(rewardOrders)
      .set({ state: 'CANCELLED', cancelledAt: now, refundTransactionId: transactionId })
      .where(eq(rewardOrders.id, order.orderId));
    return { balance: (locked.get(memberAccount)?.balance ?? 0) - lapsed };
  });
}
