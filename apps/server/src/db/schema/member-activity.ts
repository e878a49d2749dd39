import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberOwned, memberOwnership } from './members';

/** Activity events a member's own pages record (spec 000: PROFILE_UPDATED and others). */
export const memberActivities = pgTable(
  'member_activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    activityType: text().notNull(),
    /** Spec 000's activityPayload: where it happened and what it was about (an article's id). */
    activityPayload: jsonb().$type<{ source?: string; contentId?: string }>(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('member_activities', table), index('member_activities_member_idx').on(table.memberId, table.recordedAt)],
);

/**
 * A member's choice per e-mail subscription category; a category without a row is subscribed.
 * Transactional messages (codes, links the member asked for) belong to no category.
 */
export const memberSubscriptions = pgTable(
  'member_subscriptions',
  {
    ...memberOwned(),
    category: text().notNull(),
    status: text().$type<'SUBSCRIBED' | 'UNSUBSCRIBED'>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('member_subscriptions', table), primaryKey({ columns: [table.memberId, table.category] })],
);

/** Each change made from an e-mail's unsubscribe link, with the outreach it came from. */
export const unsubscribeEvents = pgTable(
  'unsubscribe_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    category: text().notNull(),
    status: text().$type<'SUBSCRIBED' | 'UNSUBSCRIBED'>().notNull(),
    outreachType: text(),
    outreachId: text(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('unsubscribe_events', table), index('unsubscribe_events_member_idx').on(table.memberId)],
);

/** What a member wrote on the unsubscribe page. */
export const subscriptionComments = pgTable(
  'subscription_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    comment: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('subscription_comments', table), index('subscription_comments_member_idx').on(table.memberId)],
);
