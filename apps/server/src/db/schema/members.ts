import type { CommunicationPreferences, PhoneType } from '@portal/contract';
import { type NotNull, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  type ForeignKeyBuilder,
  type PgIntegerBuilderInitial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, cohorts } from './clients';

/**
 * A person on a client's eligibility roster. The roster columns are the plan's record and
 * are rewritten by every import; the registration columns belong to the member.
 */
export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** The plan's member number; case sensitive. */
    clientMemberId: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dob: date({ mode: 'string' }).notNull(),
    gender: text().$type<'M' | 'F'>(),
    subscriberId: integer().references((): AnyPgColumn => members.id),
    rosterEmail: text(),
    rosterPhone: text(),
    rosterPhoneType: text().$type<PhoneType>(),
    rosterStreet1: text(),
    rosterStreet2: text(),
    rosterCity: text(),
    rosterState: text(),
    rosterZip: text(),
    /** A legal guardian the roster names besides the subscriber (decision 0026). */
    rosterGuardianFirstName: text(),
    rosterGuardianLastName: text(),
    rosterGuardianDob: date({ mode: 'string' }),
    rosterUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    username: text(),
    /** Lower-cased username: usernames are unique within a client regardless of case. */
    usernameKey: text(),
    passwordHash: text(),
    registeredAt: timestamp({ withTimezone: true }),
    /** Registered by single sign-on (no username or password of the portal's own). */
    registeredBySso: boolean().notNull().default(false),
    preferredLanguageCd: text(),
    mfaEnrolled: boolean().notNull().default(false),
    mfaType: text(),
    /** The authenticator app's secret, sealed with the data key (lib/secret-box). */
    totpSecretSealed: text(),
    /** A channel chosen in the MFA settings and waiting for its confirming code. */
    pendingMfaType: text(),
    pendingTotpSecretSealed: text(),
    communicationPreferences: jsonb().$type<CommunicationPreferences>(),
    smsOptIn: boolean(),
    /** The legal guardian who registered the member, as the roster names them (decision 0026). */
    guardianFirstName: text(),
    guardianLastName: text(),
    guardianDob: date({ mode: 'string' }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    ethnography: text(),
    race: text(),
    lastLoginAt: timestamp({ withTimezone: true }),
    previousLoginAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.clientId, table.clientMemberId),
    // What member-owned rows reference, so that a row's client is its member's client.
    unique('members_client_id_id_key').on(table.clientId, table.id),
    uniqueIndex('members_client_username_key')
      .on(table.clientId, table.usernameKey)
      .where(sql`${table.usernameKey} is not null`),
    index('members_subscriber_idx').on(table.subscriberId),
  ],
);

/** The type drizzle gives `integer().notNull()`: what both owner columns are. */
type RequiredId = NotNull<PgIntegerBuilderInitial<''>>;

/** What becomes of a member-owned row when its member row goes: by default the member cannot go while it exists. */
export type OwnerDeletion = 'no action' | 'cascade';

/**
 * The owner columns of a member-owned table: the member and their client, both required.
 * Every query of such a table names both.
 */
export function memberOwned(onDelete: OwnerDeletion = 'no action'): { clientId: RequiredId; memberId: RequiredId } {
  return {
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete }),
  };
}

/** The database's own check that a member-owned row's client is its member's client. */
export function memberOwnership(
  tableName: string,
  table: { clientId: AnyPgColumn; memberId: AnyPgColumn },
  onDelete: OwnerDeletion = 'no action',
): ForeignKeyBuilder {
  return foreignKey({
    name: `${tableName}_owner_fk`,
    columns: [table.clientId, table.memberId],
    foreignColumns: [members.clientId, members.id],
  }).onDelete(onDelete);
}

export const memberCoverages = pgTable(
  'member_coverages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id),
    medicalContractCode: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
  },
  (table) => [memberOwnership('member_coverages', table), unique().on(table.memberId, table.cohortId, table.startDate)],
);

export const memberEmails = pgTable(
  'member_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    kind: text().$type<'PRIMARY' | 'ENROLLMENT'>().notNull(),
    address: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [memberOwnership('member_emails', table), unique().on(table.memberId, table.kind)],
);

export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    name: text(),
    streetAddr1: text().notNull(),
    streetAddr2: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip: text().notNull(),
    isPrimary: boolean().notNull().default(true),
    verified: boolean().notNull().default(false),
  },
  (table) => [memberOwnership('member_addresses', table), index('member_addresses_member_idx').on(table.memberId)],
);

export const memberPhones = pgTable(
  'member_phones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    type: text().$type<PhoneType>().notNull(),
    number: text().notNull(),
    isPrimary: boolean().notNull().default(false),
    smsCapable: boolean().notNull().default(false),
  },
  (table) => [memberOwnership('member_phones', table), unique().on(table.memberId, table.type)],
);

export const memberMessages = pgTable(
  'member_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    subject: text().notNull(),
    body: text().notNull(),
    status: text().$type<'UNREAD' | 'READ' | 'DELETE'>().notNull().default('UNREAD'),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What the portal sent it about (an order shipped, a reward issued), so a re-run sends it once. */
    originKey: text(),
  },
  (table) => [
    memberOwnership('member_messages', table),
    index('member_messages_member_idx').on(table.memberId, table.sentAt),
    uniqueIndex('member_messages_origin_key')
      .on(table.memberId, table.originKey)
      .where(sql`${table.originKey} is not null`),
  ],
);
