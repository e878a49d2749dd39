import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { memberOwned, memberOwnership, members } from './members';

/** A member's signed-in session; its id rides in every access token as `sid`. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid().primaryKey(),
    ...memberOwned(),
    loginType: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Last request seen; the server ends the session after the idle limit. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (table) => [memberOwnership('member_sessions', table), index('member_sessions_member_idx').on(table.memberId)],
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
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** Lets one device skip MFA for a member; voided when the password or MFA changes. */
export const rememberTokens = pgTable(
  'remember_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [memberOwnership('remember_tokens', table), index('remember_tokens_member_idx').on(table.memberId)],
);

/**
 * Codes sent to a member (MFA, registration, e-mail verification) and password reset links:
 * stored hashed, bound to a purpose and to what they unlock (`subject`), used once.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    purpose: text().notNull(),
    /** The session, registration or other thing the code is for. */
    subject: text().notNull(),
    channel: text().notNull(),
    destination: text(),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [memberOwnership('one_time_codes', table), index('one_time_codes_subject_idx').on(table.purpose, table.subject)],
);

/** Failure counters for sign-in, codes and lock-outs, when no Redis is configured. */
export const attemptCounters = pgTable('attempt_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** A registration in progress, opened by an eligibility check and closed by register. */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid().primaryKey(),
    ...memberOwned(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    channel: text(),
    destination: text(),
    totpSecretSealed: text(),
    verifiedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [memberOwnership('registrations', table)],
);

/** The mobile app's sign-in by a code the member types on the web (RFC 8628 style). */
export const deviceAuthorizations = pgTable(
  'device_authorizations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    deviceCodeHash: text().notNull().unique(),
    userCodeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastPolledAt: timestamp({ withTimezone: true }),
    approvedByMemberId: integer().references(() => members.id),
    approvedAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('device_authorizations_user_code_idx').on(table.clientId, table.userCodeHash)],
);

/**
 * Authenticator-app time steps already used, per member and per secret: each code works once,
 * and a new secret enrolled within the same 30 seconds is not refused for the old one's step.
 */
export const totpUsedSteps = pgTable(
  'totp_used_steps',
  {
    ...memberOwned(),
    /** SHA-256 of the secret: tells secrets apart without keeping them a second time. */
    secretFingerprint: text().notNull(),
    step: bigint({ mode: 'number' }).notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [memberOwnership('totp_used_steps', table), primaryKey({ columns: [table.memberId, table.secretFingerprint, table.step] })],
);

/**
 * One-time recovery codes that stand in for a sign-in code (decision 0027): stored as keyed
 * hashes, each used once; a new set deletes the old.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    codeHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [memberOwnership('recovery_codes', table), index('recovery_codes_member_idx').on(table.memberId)],
);
