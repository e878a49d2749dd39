import type { Currency, DeliveryForm, OrderState, RewardItemType, ShippingAddress } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger';
import { memberCoverages, memberOwned, memberOwnership, members } from './members';

/**
 * A redemption is an order (issue 18): its lines keep what was ordered as it was then (a catalog
 * may change later), its debit is one ledger transaction posted in the same database transaction
 * as the order, and a cancellation posts one REFUND. `member_id` is whose balance paid;
 * `placed_by_member_id` who asked (a subscriber may redeem a dependent's rewards). The
 * idempotency key is unique per member who asked: the same key answers the same order.
 */
export const rewardOrders = pgTable(
  'reward_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    placedByMemberId: integer()
      .notNull()
      .references(() => members.id),
    memberCoverageId: integer()
      .notNull()
      .references(() => memberCoverages.id),
    currency: text().$type<Currency>().notNull(),
    total: integer().notNull(),
    state: text().$type<OrderState>().notNull().default('PLACED'),
    idempotencyKey: text().notNull(),
    /** A digest of the request body: the same key with another body is refused. */
    requestDigest: text().notNull(),
    debitTransactionId: integer()
      .notNull()
      .references(() => ledgerTransactions.id),
    refundTransactionId: integer().references(() => ledgerTransactions.id),
    shippingAddress: jsonb().$type<ShippingAddress>(),
    emailTo: text(),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentToFulfilmentAt: timestamp({ withTimezone: true }),
    /** The export file or hand-off the order left in. */
    fulfilmentBatch: text(),
    shipper: text(),
    trackingNumber: text(),
    shippedOn: date({ mode: 'string' }),
    deliveredOn: date({ mode: 'string' }),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    memberOwnership('reward_orders', table),
    unique('reward_orders_idempotency').on(table.clientId, table.placedByMemberId, table.idempotencyKey),
    index('reward_orders_member_idx').on(table.memberId, table.id),
    index('reward_orders_state_idx').on(table.clientId, table.state),
    check('reward_orders_total_positive', sql`${table.total} > 0`),
  ],
);

export const rewardOrderLines = pgTable(
  'reward_order_lines',
  {
    orderId: integer()
      .notNull()
      .references(() => rewardOrders.id),
    lineNumber: integer().notNull(),
    incentiveProductVariationId: integer().notNull(),
    productId: integer().notNull(),
    type: text().$type<RewardItemType>().notNull(),
    name: text().notNull(),
    brand: text().notNull(),
    faceValue: integer(),
    deliveryForm: text().$type<DeliveryForm>().notNull(),
    quantity: integer().notNull(),
    unitAmount: integer().notNull(),
    healthActionCompletionId: integer(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.lineNumber] }),
    check('reward_order_lines_quantity', sql`${table.quantity} > 0 and ${table.unitAmount} >= 0`),
  ],
);

/**
 * Automatic rewards (spec 001): one active choice per member coverage at most; turning it off
 * keeps the row with `deactivated_at`, so what was set up when stays on record.
 */
export const autoRewardPreferences = pgTable(
  'auto_reward_preferences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    placedByMemberId: integer()
      .notNull()
      .references(() => members.id),
    memberCoverageId: integer()
      .notNull()
      .references(() => memberCoverages.id),
    incentiveProductId: integer().notNull(),
    deliveryForm: text().$type<DeliveryForm>().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>(),
    emailTo: text(),
    activatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    memberOwnership('auto_reward_preferences', table),
    uniqueIndex('auto_reward_preferences_active')
      .on(table.memberCoverageId)
      .where(sql`${table.deactivatedAt} is null`),
    index('auto_reward_preferences_member_idx').on(table.memberId),
  ],
);

/**
 * The codes (and PINs) the fulfilment house issued for an order's digital units, one row per
 * unit. Code and PIN are sealed with the server's secret box: a gift card's code is as good as
 * money, so a copy of the database alone must not give it away. `code_digest` is a keyed digest
 * of the code, so the same file imported again finds its codes without opening every one.
 * `member_id` is the order's member (whose balance paid).
 */
export const rewardCodes = pgTable(
  'reward_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    orderId: integer()
      .notNull()
      .references(() => rewardOrders.id),
    lineNumber: integer().notNull(),
    unitNumber: integer().notNull(),
    codeSealed: text().notNull(),
    codeDigest: text().notNull(),
    pinSealed: text(),
    expiresOn: date({ mode: 'string' }),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the member first had the codes shown in the portal. */
    revealedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    memberOwnership('reward_codes', table),
    foreignKey({
      name: 'reward_codes_line_fk',
      columns: [table.orderId, table.lineNumber],
      foreignColumns: [rewardOrderLines.orderId, rewardOrderLines.lineNumber],
    }),
    unique('reward_codes_unit').on(table.orderId, table.lineNumber, table.unitNumber),
    unique('reward_codes_code').on(table.orderId, table.lineNumber, table.codeDigest),
    index('reward_codes_member_idx').on(table.memberId),
    check('reward_codes_unit_positive', sql`${table.unitNumber} > 0`),
  ],
);

/** Each time a member had an order's codes e-mailed again: a few a day at most (the limit counts these). */
export const rewardCodeResends = pgTable(
  'reward_code_resends',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    orderId: integer()
      .notNull()
      .references(() => rewardOrders.id),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('reward_code_resends', table), index('reward_code_resends_order_idx').on(table.orderId, table.sentAt)],
);
