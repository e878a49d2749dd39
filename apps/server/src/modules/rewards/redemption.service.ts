import {
  IDEMPOTENCY_KEY_PATTERN,
  type CallBody,
  type CallQuery,
  type getRewardOrdersCall,
  type LanguageCode,
  type redeemRewardsCall,
  type RewardOrder,
  type ShippingAddress,
} from '@portal/contract';
import {
  catalogLanguage,
  findRewardBox,
  findVariation,
  maskEmail,
  offeredCatalogs,
  productName,
  rewardBoxName,
  trackingUrl,
  type ProgrammeDefinition,
} from '@portal/domain';
import type { Ledger, Redemption, RedemptionLine } from '../../core/ledger/ledger';
import { IdempotencyKeyReusedError, NotEnoughBalanceError, OrderNotCancellableError } from '../../core/ledger/redeem';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { requestDigest, rewardBoxesDigest, type RewardBoxesBody } from './redemption-digest';

export interface RedemptionDependencies {
  readonly repository: OrdersRepository;
  readonly ledger: Pick<Ledger, 'redeem' | 'earlierRedemption' | 'refund'>;
  readonly programmeFor: (clientId: number) => Promise<ProgrammeDefinition | null>;
  readonly memberLanguage: (clientId: number, memberId: number) => Promise<string | null>;
}

type RedeemBody = CallBody<typeof redeemRewardsCall>;

/** A basket that passed every check, ready for the ledger. */
export type CheckedOrder = Pick<Redemption, 'lines' | 'emailTo' | 'shippingAddress' | 'currency'>;

/** The order's lines as the programme has its boxes now: one of each box, shipped. */
function rewardBoxLines(programme: ProgrammeDefinition | null, language: LanguageCode | null, body: RewardBoxesBody): RedemptionLine[] {
  const ids = body.items.map((item) => item.rewardBoxId);
  // Spec 001 section 9: a reward box's quantity is 1, so the same box twice is refused like a quantity of 2.
  if (new Set(ids).size !== ids.length)
    throw new AppError('VALIDATION_FAILED', 'A reward box can be redeemed once per order', { items: 'validation.invalid' });
  return ids.map((rewardBoxId) => {
    const box = findRewardBox(programme, rewardBoxId);
    if (!box) throw new AppError('NOT_IN_CATALOG', `Reward box ${rewardBoxId} is not offered`);
    return {
      incentiveProductVariationId: box.id,
      productId: box.id,
      type: 'REWARD_BOX',
      name: rewardBoxName(box, language),
      // The fulfilment house packs a box by its code.
      brand: box.code,
      faceValue: null,
      deliveryForm: 'PHYSICAL',
      quantity: 1,
      unitAmount: box.redemptionAmount,
      healthActionCompletionId: null,
    };
  });
}

/** An order as a member reads it: the e-mail address masked, the carrier's page linked. */
export function toRewardOrder(row: OrderRow): RewardOrder {
  return {
    orderId: row.id,
    memberId: row.memberId,
    memberCoverageId: row.memberCoverageId,
    currency: row.currency,
    total: row.total,
    state: row.state,
    placedAt: row.placedAt.toISOString(),
    lines: row.lines.map((line) => ({
      incentiveProductVariationId: line.incentiveProductVariationId,
      type: line.type,
      name: line.name,
      brand: line.brand,
      faceValue: line.faceValue,
      deliveryForm: line.deliveryForm,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
    })),
    shippingAddress: row.shippingAddress,
    emailTo: row.emailTo === null ? null : maskEmail(row.emailTo),
    shipper: row.shipper,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.shipper, row.trackingNumber),
    shippedOn: row.shippedOn,
    deliveredOn: row.deliveredOn,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Redemption (spec 001 sections 3, 5 and 8): the basket becomes an order paid from one coverage. */
export function createRedemptionService({ repository, ledger, programmeFor, memberLanguage }: RedemptionDependencies) {
  /** The member's own id, or one of their dependents' (the subscriber redeems and reads theirs). */
  async function assertHousehold(clientId: number, member: AccessClaims, memberId: number): Promise<void> {
    if (memberId === member.memberId) return;
    if (!(await repository.dependentsOf(clientId, member.memberId)).includes(memberId))
      throw new AppError('FORBIDDEN', "Only the member's own or their dependents' rewards can be redeemed or shown");
  }

  /** The ledger's refusals of a redemption, as the call's errors. */
  async function refusedAsRedemption<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof NotEnoughBalanceError)
        throw new AppError('NOT_ENOUGH_BALANCE', 'The balance does not cover the basket', undefined, { balance: String(error.balance) });
      if (error instanceof IdempotencyKeyReusedError)
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'That Idempotency-Key was used before for another redemption');
      throw error;
    }
  }

  async function answerOrder(clientId: number, orderId: number, memberId: number, balance: number) {
    const row = await repository.orderFor(clientId, orderId, memberId);
    if (!row) throw new Error(`order ${orderId} was written but cannot be read`);
    return { order: toRewardOrder(row), balance };
  }

  /** The order's lines as the catalogs have them now; every item must be offered in its delivery form. */
  async function linesOf(clientId: number, namedInLanguageOf: number, items: RedeemBody['items']): Promise<RedemptionLine[]> {
    const [programme, language] = await Promise.all([programmeFor(clientId), memberLanguage(clientId, namedInLanguageOf)]);
    const catalogs = offeredCatalogs(programme);
    return items.map((item) => {
      const found = findVariation(catalogs, item.incentiveProductVariationId, item.deliveryForm);
      if (!found)
        throw new AppError('NOT_IN_CATALOG', `Item ${item.incentiveProductVariationId} is not offered ${item.deliveryForm.toLowerCase()}`);
      return {
        incentiveProductVariationId: found.variation.id,
        productId: found.product.productId,
        type: found.product.type,
        name: productName(found.product, catalogLanguage(language)),
        brand: found.product.brand,
        faceValue: found.product.faceValue,
        deliveryForm: found.variation.deliveryForm,
        quantity: item.quantity,
        unitAmount: found.variation.redemptionAmount,
        healthActionCompletionId: item.healthActionCompletionId ?? null,
      };
    });
  }

  /** Physical items go to one address of the member paying or of the member asking; all of them to the same one. */
  async function shippingAddressOf(clientId: number, member: AccessClaims, body: RedeemBody): Promise<ShippingAddress | null> {
    const physical = body.items.filter((item) => item.deliveryForm === 'PHYSICAL');
    if (physical.length === 0) return null;
    const ids = new Set(physical.map((item) => item.shippingId ?? null));
    const [shippingId] = ids;
    if (ids.size !== 1 || shippingId === null || shippingId === undefined)
      throw new AppError('SHIPPING_ADDRESS_REQUIRED', 'Physical items need one of your addresses, the same for the whole order');
    const address = await repository.addressOf(clientId, shippingId, [body.account.memberId, member.memberId]);
    if (!address) throw new AppError('SHIPPING_ADDRESS_REQUIRED', 'That address is not one of yours');
    return address;
  }

  /** What one kind of redemption asks for; the rest of placing an order is the same for every kind. */
  interface OrderRequest {
    readonly account: { readonly memberId: number; readonly memberCoverageId: number };
    readonly digest: string;
    /** The call's own refusal of a request with nothing in it. */
    readonly nothingChosen: AppError | null;
    readonly lines: () => Promise<RedemptionLine[]>;
    readonly delivery: (lines: readonly RedemptionLine[]) => Promise<{ shippingAddress: ShippingAddress | null; emailTo: string | null }>;
  }

  /**
   * Everything a redemption checks before the ledger is asked: the plan redeems here, the request
   * holds something, the coverage is the member's or a dependent's, every item is offered, and the
   * order has where to go (a verified e-mail, an address of the household). Automatic rewards are
   * set up under exactly these checks.
   */
  async function checkedRequest(client: ClientRecord, member: AccessClaims, request: OrderRequest): Promise<CheckedOrder> {
    const clientId = client.configuration.id;
    if (client.configuration.features.includes('REWARDS_EXTERNAL_REDEMPTION'))
      throw new AppError('REDEMPTION_EXTERNAL', 'This plan redeems rewards on its own site');
    if (request.nothingChosen) throw request.nothingChosen;
    const { memberId, memberCoverageId } = request.account;
    await assertHousehold(clientId, member, memberId);
    if (!(await repository.isCoverageOf(clientId, memberId, memberCoverageId)))
      throw new AppError('NOT_FOUND', "That coverage is not the member's");
    const lines = await request.lines();
    const { shippingAddress, emailTo } = await request.delivery(lines);
    const currency = (await programmeFor(clientId))?.rewardType ?? client.configuration.currency;
    return { lines, emailTo, shippingAddress, currency };
  }

  /** An order under an Idempotency-Key (the route has checked it is present), paid from one coverage through the ledger. */
  async function placeOrder(client: ClientRecord, member: AccessClaims, idempotencyKey: string, request: OrderRequest) {
    const clientId = client.configuration.id;
    if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
      throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 'A redemption needs an Idempotency-Key of 16 to 128 letters, digits, - or _');
    const { digest } = request;
    // A repeat answers what the first request did, even if the catalog or the addresses changed since.
    const earlier = await refusedAsRedemption(() =>
      ledger.earlierRedemption({ clientId, placedByMemberId: member.memberId, idempotencyKey, requestDigest: digest }),
    );
    if (earlier) return answerOrder(clientId, earlier.orderId, member.memberId, earlier.balance);
    const order = await checkedRequest(client, member, request);
    const { memberId, memberCoverageId } = request.account;
    const result = await refusedAsRedemption(() =>
      ledger.redeem({
        clientId,
        memberId,
        memberCoverageId,
        placedByMemberId: member.memberId,
        idempotencyKey,
        requestDigest: digest,
        ...order,
      }),
    );
    return answerOrder(clientId, result.orderId, member.memberId, result.balance);
  }

  /** Digital items go only to the verified address of the member asking. */
  async function digitalEmailOf(clientId: number, member: AccessClaims, lines: readonly RedemptionLine[]): Promise<string | null> {
    if (!lines.some((line) => line.deliveryForm === 'DIGITAL')) return null;
    const email = await repository.primaryEmail(clientId, member.memberId);
    if (!email?.verified) throw new AppError('EMAIL_NOT_VERIFIED', 'Digital rewards go only to a verified e-mail address');
    return email.address;
  }

  /** A basket of the catalog's items, as an order request. */
  function basketRequest(client: ClientRecord, member: AccessClaims, body: RedeemBody): OrderRequest {
    const clientId = client.configuration.id;
    return {
      account: body.account,
      digest: requestDigest(body),
      nothingChosen: body.items.length === 0 ? new AppError('EMPTY_CART', 'There is nothing in the basket') : null,
      lines: () => linesOf(clientId, member.memberId, body.items),
      delivery: async (lines) => {
        const emailTo = await digitalEmailOf(clientId, member, lines);
        return { emailTo, shippingAddress: await shippingAddressOf(clientId, member, body) };
      },
    };
  }

  /** A basket that passed every check a redemption makes (automatic rewards are set up under them). */
  const checkedOrder = (client: ClientRecord, member: AccessClaims, body: RedeemBody): Promise<CheckedOrder> =>
    checkedRequest(client, member, basketRequest(client, member, body));

  return {
    /** A basket's redemption under an Idempotency-Key. */
    redeem(client: ClientRecord, member: AccessClaims, idempotencyKey: string, body: RedeemBody) {
      return placeOrder(client, member, idempotencyKey, basketRequest(client, member, body));
    },

    /** Reward boxes (spec 001 sections 8 and 9) under an Idempotency-Key: one of each, shipped to the address chosen. */
    redeemRewardBoxes(client: ClientRecord, member: AccessClaims, idempotencyKey: string, body: RewardBoxesBody) {
      const clientId = client.configuration.id;
      return placeOrder(client, member, idempotencyKey, {
        account: body.account,
        digest: rewardBoxesDigest(body),
        nothingChosen: body.items.length === 0 ? new AppError('NO_REWARD_BOX_SELECTED', 'No reward box selected') : null,
        lines: async () => {
          const [programme, language] = await Promise.all([programmeFor(clientId), memberLanguage(clientId, member.memberId)]);
          return rewardBoxLines(programme, catalogLanguage(language), body);
        },
        delivery: async () => {
          const address = await repository.addressOf(clientId, body.address, [body.account.memberId, member.memberId]);
          if (!address) throw new AppError('SHIPPING_ADDRESS_REQUIRED', 'That address is not one of yours');
          return { shippingAddress: address, emailTo: null };
        },
      });
    },

    checkedOrder,
    assertHousehold,
    /** The lines of these items as the catalogs have them now, named in the member's language (NOT_IN_CATALOG otherwise). */
    linesOf,

    /** The member's orders, or one dependent's, newest first. */
    async orders(client: ClientRecord, member: AccessClaims, query: CallQuery<typeof getRewardOrdersCall>) {
      const clientId = client.configuration.id;
      const viewed = query.dependentId ?? member.memberId;
      await assertHousehold(clientId, member, viewed);
      const rows = await repository.ordersOf(clientId, viewed);
      return { orders: rows.map(toRewardOrder) };
    },

    /** Cancels an order the fulfilment house has not received; its total returns to the balance. */
    async cancel(client: ClientRecord, member: AccessClaims, orderId: number) {
      const clientId = client.configuration.id;
      // The member's own orders and those they placed for a dependent; a dependent's own are theirs to cancel.
      const order = await repository.orderFor(clientId, orderId, member.memberId);
      if (!order) throw new AppError('NOT_FOUND', 'There is no such order of yours');
      if (order.state !== 'PLACED') throw new AppError('ORDER_NOT_CANCELLABLE', 'The order can no longer be cancelled');
      try {
        const { balance } = await ledger.refund({ clientId, orderId });
        return await answerOrder(clientId, orderId, member.memberId, balance);
      } catch (error) {
        if (error instanceof OrderNotCancellableError) throw new AppError('ORDER_NOT_CANCELLABLE', 'The order can no longer be cancelled');
        throw error;
      }
    },
  };
}
export type RedemptionService = ReturnType<typeof createRedemptionService>;
