import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { members } from './members';

/** A member's signed-in session; its id rides in every access token as `sid`. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid().primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    loginType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last request seen; the server ends the session after the idle limit. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; one family per session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid()
      .notNull()
      .references(() => memberSessions.id),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);
