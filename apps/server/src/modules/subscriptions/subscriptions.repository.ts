import type { SubscriptionCategory, SubscriptionStatus } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type MemberKey } from '../../db/member-owned';
import { memberEmails, members, memberSubscriptions, subscriptionComments, unsubscribeEvents } from '../../db/schema';

export interface SubscriptionChange {
  readonly member: MemberKey;
  readonly category: SubscriptionCategory;
  readonly status: SubscriptionStatus;
  readonly outreachType: string | null;
  readonly outreachId: string | null;
}

export function createSubscriptionsRepository(db: Database) {
  return {
    /**
     * The member, their client and the address their e-mails go to (the primary one), or
     * nothing. A link names only the member: the client is the member's own.
     */
    async emailRecipient(memberId: number) {
      const [recipient] = await db
        .select({ memberId: members.id, clientId: members.clientId, email: memberEmails.address })
        .from(members)
        .innerJoin(
          memberEmails,
          and(eq(memberEmails.memberId, members.id), eq(memberEmails.clientId, members.clientId), eq(memberEmails.kind, 'PRIMARY')),
        )
        .where(eq(members.id, memberId));
      return recipient;
    },

    /** The member's choices; a category without one is subscribed. */
    async statuses(tx: Database, member: MemberKey): Promise<Map<string, SubscriptionStatus>> {
      const rows = await tx
        .select({ category: memberSubscriptions.category, status: memberSubscriptions.status })
        .from(memberSubscriptions)
        .where(ownedBy(memberSubscriptions, member));
      return new Map(rows.map((row) => [row.category, row.status]));
    },

    /** Holds the member's row until the transaction ends, so two changes at once take turns. */
    async lockMember(tx: Database, member: MemberKey): Promise<void> {
      await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, member.memberId), eq(members.clientId, member.clientId)))
        .for('update');
    },

    /** Saves the new status and records the change with the outreach it came from. */
    async recordChange(tx: Database, change: SubscriptionChange, now: Date): Promise<void> {
      const { member, category, status, outreachType, outreachId } = change;
      const owner = { memberId: member.memberId, clientId: member.clientId };
      await tx
        .insert(memberSubscriptions)
        .values({ ...owner, category, status, updatedAt: now })
        .onConflictDoUpdate({ target: [memberSubscriptions.memberId, memberSubscriptions.category], set: { status, updatedAt: now } });
      await tx.insert(unsubscribeEvents).values({ ...owner, category, status, outreachType, outreachId, recordedAt: now });
    },

    async addComment(member: MemberKey, comment: string, now: Date): Promise<void> {
      await db.insert(subscriptionComments).values({ memberId: member.memberId, clientId: member.clientId, comment, recordedAt: now });
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
