import type { SubscriptionCategory, SubscriptionStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { memberEmails, members, memberSubscriptions, subscriptionComments, unsubscribeEvents } from '../../db/schema';

export interface SubscriptionChange {
  readonly memberId: number;
  readonly category: SubscriptionCategory;
  readonly status: SubscriptionStatus;
  readonly outreachType: string | null;
  readonly outreachId: string | null;
}

export function createSubscriptionsRepository(db: Database) {
  return {
    /** The member and the address their e-mails go to (the primary one), or nothing. */
    async emailRecipient(memberId: number) {
      const [recipient] = await db
        .select({ memberId: members.id, email: memberEmails.address })
        .from(members)
        .innerJoin(memberEmails, and(eq(memberEmails.memberId, members.id), eq(memberEmails.kind, 'PRIMARY')))
        .where(eq(members.id, memberId));
      return recipient;
    },

    async findMemberId(clientId: number, clientMemberId: string): Promise<number | undefined> {
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.clientId, clientId), eq(members.clientMemberId, clientMemberId)));
      return member?.id;
    },

    /** The member's choices; a category without one is subscribed. */
    async statuses(tx: Database, memberId: number): Promise<Map<string, SubscriptionStatus>> {
      const rows = await tx
        .select({ category: memberSubscriptions.category, status: memberSubscriptions.status })
        .from(memberSubscriptions)
        .where(eq(memberSubscriptions.memberId, memberId));
      return new Map(rows.map((row) => [row.category, row.status]));
    },

    /** Holds the member's row until the transaction ends, so two changes at once take turns. */
    async lockMember(tx: Database, memberId: number): Promise<void> {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    },

    /** Saves the new status and records the change with the outreach it came from. */
    async recordChange(tx: Database, change: SubscriptionChange, now: Date): Promise<void> {
      const { memberId, category, status } = change;
      await tx
        .insert(memberSubscriptions)
        .values({ memberId, category, status, updatedAt: now })
        .onConflictDoUpdate({ target: [memberSubscriptions.memberId, memberSubscriptions.category], set: { status, updatedAt: now } });
      await tx.insert(unsubscribeEvents).values({ ...change, recordedAt: now });
    },

    async addComment(memberId: number, comment: string, now: Date): Promise<void> {
      await db.insert(subscriptionComments).values({ memberId, comment, recordedAt: now });
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
