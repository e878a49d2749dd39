import type { CommunicationPreferences, PhoneType } from '@portal/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { members } from '../../db/schema';

export interface CoverageRow {
  readonly id: number;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly cohortId: number;
  readonly medicalContractCode: string;
}

export interface MemberInfoRow {
  readonly id: number;
  readonly username: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: 'M' | 'F' | null;
  readonly dob: string;
  readonly clientId: number;
  readonly preferredLanguageCd: string | null;
  readonly mfaEnrolled: boolean;
  readonly mfaType: string | null;
  readonly registeredBySso: boolean;
  readonly communicationPreferences: CommunicationPreferences | null;
  readonly ethnography: string | null;
  readonly guardianFirstName: string | null;
  readonly guardianLastName: string | null;
  readonly race: string | null;
  readonly lastLoginAt: string | null;
  readonly emails: { id: number; kind: 'PRIMARY' | 'ENROLLMENT'; address: string; verifiedAt: string | null }[];
  readonly addresses: {
    id: number;
    name: string | null;
    streetAddr1: string;
    streetAddr2: string | null;
    city: string;
    state: string;
    zip: string;
    primary: boolean;
    verified: boolean;
  }[];
  readonly phones: { id: number; type: PhoneType; number: string; primary: boolean }[];
  readonly coverages: CoverageRow[];
  readonly dependents: { id: number; firstName: string; lastName: string; coverages: CoverageRow[] }[];
  /** Each acceptance, oldest first; `acceptedAt` as an ISO timestamp. */
  readonly acceptances: { agreementId: number; acceptedAt: string }[];
}

/** The coverages of the member aliased `owner`, newest first (their cohorts' periods are in the client record). */
function coveragesOf(owner: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', c.id, 'startDate', c.start_date, 'endDate', c.end_date,
      'cohortId', c.cohort_id, 'medicalContractCode', c.medical_contract_code) order by c.start_date desc), '[]'::json)
    from member_coverages c where c.member_id = ${owner}.id and c.client_id = ${owner}.client_id)`;
}

export function createMemberInfoRepository(db: Database) {
  const m = alias(members, 'm');
  const json = <T>(query: SQL) => sql<T>`${query}`;
  /**
   * Everything member-info shows, in one round trip. Prepared: planning this many subqueries
   * costs more than running them, and a prepared statement is planned once per connection.
   */
  const memberInfo = db
    .select({
      id: m.id,
      username: m.username,
      firstName: m.firstName,
      lastName: m.lastName,
      gender: m.gender,
      dob: m.dob,
      clientId: m.clientId,
      preferredLanguageCd: m.preferredLanguageCd,
      mfaEnrolled: m.mfaEnrolled,
      mfaType: m.mfaType,
      registeredBySso: m.registeredBySso,
      communicationPreferences: m.communicationPreferences,
      ethnography: m.ethnography,
      guardianFirstName: m.guardianFirstName,
      guardianLastName: m.guardianLastName,
      race: m.race,
      lastLoginAt: sql<string | null>`to_json(coalesce(${m.previousLoginAt}, ${m.lastLoginAt})) #>> '{}'`,
      emails: json<MemberInfoRow['emails']>(sql`(select coalesce(json_agg(json_build_object('id', e.id, 'kind', e.kind,
          'address', e.address, 'verifiedAt', e.verified_at) order by e.id), '[]'::json)
        from member_emails e where e.member_id = m.id and e.client_id = m.client_id)`),
      addresses: json<MemberInfoRow['addresses']>(sql`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name,
          'streetAddr1', a.street_addr1, 'streetAddr2', a.street_addr2, 'city', a.city, 'state', a.state, 'zip', a.zip,
          'primary', a.is_primary, 'verified', a.verified) order by a.is_primary desc, a.id), '[]'::json)
        from member_addresses a where a.member_id = m.id and a.client_id = m.client_id)`),
      phones: json<MemberInfoRow['phones']>(sql`(select coalesce(json_agg(json_build_object('id', p.id, 'type', p.type,
          'number', p.number, 'primary', p.is_primary) order by p.id), '[]'::json)
        from member_phones p where p.member_id = m.id and p.client_id = m.client_id)`),
      coverages: json<MemberInfoRow['coverages']>(coveragesOf(sql`m`)),
      dependents: json<MemberInfoRow['dependents']>(sql`(select coalesce(json_agg(json_build_object('id', d.id,
          'firstName', d.first_name, 'lastName', d.last_name, 'coverages', ${coveragesOf(sql`d`)}) order by d.id), '[]'::json)
        from members d where d.subscriber_id = m.id and d.client_id = m.client_id)`),
      acceptances: json<MemberInfoRow['acceptances']>(sql`(select coalesce(json_agg(json_build_object('agreementId',
          ma.client_agreement_id, 'acceptedAt', ma.accepted_at) order by ma.accepted_at), '[]'::json)
        from member_agreements ma where ma.member_id = m.id and ma.client_id = m.client_id)`),
    })
    .from(m)
    .where(and(eq(m.id, sql.placeholder('memberId')), eq(m.clientId, sql.placeholder('clientId'))))
    .prepare('member_info');

  return {
    async findMemberInfo(memberId: number, clientId: number): Promise<MemberInfoRow | undefined> {
      const [row] = await memberInfo.execute({ memberId, clientId });
      return row;
    },
  };
}

export type MemberInfoRepository = ReturnType<typeof createMemberInfoRepository>;
