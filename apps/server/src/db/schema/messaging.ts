import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { members } from './members';

/**
 * Messages to send, written in the same transaction as what they announce (a code, a link),
 * then sent by the dispatcher and retried on failure. A sent message's body is blanked, as is
 * that of an e-mail skipped because its member unsubscribed from its category (SKIPPED).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    memberId: integer().references(() => members.id),
    channel: text().$type<'EMAIL' | 'SMS' | 'VOICE'>().notNull(),
    destination: text().notNull(),
    subject: text(),
    body: text().notNull(),
    purpose: text().notNull(),
    languageCd: text().notNull(),
    status: text().$type<'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'DEAD' | 'CAPTURED' | 'SKIPPED'>().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('outbox_messages_due_idx').on(table.status, table.nextAttemptAt)],
);
