import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memberSubscriptions, outboxMessages } from '../db/schema';

export type Channel = 'EMAIL' | 'SMS' | 'VOICE';

export interface OutgoingMessage {
  readonly clientId: number;
  readonly memberId: number | null;
  readonly channel: Channel;
  readonly destination: string;
  readonly subject: string | null;
  readonly body: string;
  readonly purpose: string;
  readonly languageCd: string;
}

/** Writes a message to send, in the caller's transaction: it leaves only if that commits. */
export async function enqueueMessage(tx: Database, message: OutgoingMessage, now: Date): Promise<void> {
  await tx.insert(outboxMessages).values({ ...message, createdAt: now, nextAttemptAt: now });
}

const CLAIM_BATCH = 20;
/** A message being sent is reclaimed if its sender has not finished within this time. */
export const SEND_TIMEOUT_MS = 60_000;

export function createOutboxRepository(db: Database) {
  return {
    /** Claims due messages for one sender; concurrent senders never get the same one. */
    async claimDue(now: Date) {
      return db
        .update(outboxMessages)
        .set({ status: 'SENDING', attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SEND_TIMEOUT_MS) })
        .where(
          inArray(
            outboxMessages.id,
            db
              .select({ id: outboxMessages.id })
              .from(outboxMessages)
              .where(and(inArray(outboxMessages.status, ['PENDING', 'FAILED', 'SENDING']), lte(outboxMessages.nextAttemptAt, now)))
              .orderBy(outboxMessages.id)
              .limit(CLAIM_BATCH)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
    },

    /** Sent: the body, which may hold a code or a link, is not kept. */
    async markSent(id: number, now: Date): Promise<void> {
      await db.update(outboxMessages).set({ status: 'SENT', body: '', sentAt: now, lastError: null }).where(eq(outboxMessages.id, id));
    },

    /** Not sent: its member unsubscribed from its category. Its text, with the member's link, is not kept. */
    async markSkipped(id: number): Promise<void> {
      await db.update(outboxMessages).set({ status: 'SKIPPED', body: '', lastError: null }).where(eq(outboxMessages.id, id));
    },

    async isUnsubscribed(memberId: number, category: string): Promise<boolean> {
      const [choice] = await db
        .select({ status: memberSubscriptions.status })
        .from(memberSubscriptions)
        .where(and(eq(memberSubscriptions.memberId, memberId), eq(memberSubscriptions.category, category)));
      return choice?.status === 'UNSUBSCRIBED';
    },

    /** Kept for the development outbox to show. */
    async markCaptured(id: number, now: Date): Promise<void> {
      await db.update(outboxMessages).set({ status: 'CAPTURED', sentAt: now }).where(eq(outboxMessages.id, id));
    },

    async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          status: retryAt ? 'FAILED' : 'DEAD',
          lastError: error.slice(0, 200),
          nextAttemptAt: retryAt ?? new Date('2099-01-01T00:00:00Z'),
        })
        .where(eq(outboxMessages.id, id));
    },

    async captured(destination: string | undefined, limit = 50) {
      return db
        .select()
        .from(outboxMessages)
        .where(
          destination
            ? and(eq(outboxMessages.status, 'CAPTURED'), eq(outboxMessages.destination, destination))
            : eq(outboxMessages.status, 'CAPTURED'),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
