import type { AgreementType } from '@portal/contract';
import type { AgreementRecurrence } from '@portal/domain';
import { date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { memberOwned, memberOwnership } from './members';

/** A client's agreements (spec 000): one per type, with its renewal rule and document. */
export const clientAgreements = pgTable(
  'client_agreements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    type: text().$type<AgreementType>().notNull(),
    recurrence: text().$type<AgreementRecurrence>().notNull(),
    windowStart: date({ mode: 'string' }),
    windowEnd: date({ mode: 'string' }),
    /** The slug of the legal document it refers to, if any. */
    document: text(),
  },
  (table) => [unique().on(table.clientId, table.type)],
);

/** Each time a member accepted an agreement; kept, never changed. */
export const memberAgreements = pgTable(
  'member_agreements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...memberOwned(),
    clientAgreementId: integer()
      .notNull()
      .references(() => clientAgreements.id),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [memberOwnership('member_agreements', table), index('member_agreements_member_idx').on(table.memberId)],
);
