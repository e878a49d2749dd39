import type { ClientConfiguration, Currency, LocalizedText } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const clients = pgTable('clients', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  abbreviation: text().notNull().unique(),
  name: text().notNull(),
  title: text().notNull(),
  programmeId: text().notNull(),
  schemaName: text().notNull(),
  apiRoot: text().notNull().default('/api'),
  storageRoot: text().notNull(),
  currency: text().$type<Currency>().notNull().default('DOLLARS'),
  features: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  languages: jsonb().$type<ClientConfiguration['languages']>().notNull(),
  preferredLanguages: text().array().notNull(),
  supportContacts: jsonb().$type<ClientConfiguration['supportContacts']>().notNull(),
  contracts: jsonb().$type<ClientConfiguration['contracts']>().notNull(),
  insuranceCards: jsonb().$type<ClientConfiguration['insuranceCards']>().notNull(),
  lingo: jsonb().$type<ClientConfiguration['lingo']>().notNull(),
  termPeriodDayCount: integer().notNull().default(0),
  loginMessage: jsonb().$type<LocalizedText>().notNull(),
  importantDocuments: jsonb().$type<ClientConfiguration['importantDocuments']>().notNull(),
  /** The plan's Section 1557 notice (decision 0051); null: the portal shows none. */
  nonDiscriminationNotice: jsonb().$type<NonNullable<ClientConfiguration['nonDiscriminationNotice']>>(),
  defaultMedicalPlanTypeCd: text().notNull().default('UNK'),
  lineOfBusinessTypeCd: text().notNull(),
  races: jsonb().$type<ClientConfiguration['races']>().notNull(),
  ethnicities: jsonb().$type<ClientConfiguration['ethnicities']>().notNull(),
  /** Host names whose pages belong to this client (its own portal address). */
  hostnames: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The plan's time zone: "today" for coverage and eligibility is the date there. */
  timeZone: text().notNull().default('America/New_York'),
  /** The plan's rewards programme as its definition declared it, parsed (decision 0031); null: it runs none. */
  programme: jsonb(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const cohorts = pgTable(
  'cohorts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** The plan's own cohort code, as its roster names it. */
    code: text().notNull(),
    name: text().notNull(),
  },
  (table) => [unique().on(table.clientId, table.code)],
);

export const compliancePeriods = pgTable(
  'compliance_periods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id),
    strategyType: text().$type<'COHORT' | 'EMPLOYER_GROUP'>().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    maxRewardAmount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The programme's own ids of this period and its strategy, when the plan has a programme (decision 0031). */
    programmePeriodId: integer(),
    programmeStrategyId: integer(),
  },
  (table) => [unique().on(table.cohortId, table.strategyType, table.startDate)],
);

export const clientDocuments = pgTable(
  'client_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    slug: text().notNull(),
    languageCd: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.clientId, table.slug, table.languageCd)],
);

export const clientDisclaimers = pgTable(
  'client_disclaimers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    /** The client's own name for it, stable across re-applied definitions. */
    code: text().notNull(),
    displayOrder: integer().notNull(),
    title: jsonb().$type<LocalizedText>().notNull(),
    body: jsonb().$type<LocalizedText>().notNull(),
    /** Cohorts whose members see it; null means every member of the client. */
    cohortCodes: text().array(),
  },
  (table) => [unique().on(table.clientId, table.code), index('client_disclaimers_client_idx').on(table.clientId, table.displayOrder)],
);
