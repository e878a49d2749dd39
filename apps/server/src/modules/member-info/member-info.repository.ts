import type { LocalizedText, PhoneType } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';

export interface CoverageRow {
  readonly id: number;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly cohortCode: string;
  readonly medicalContractCode: string;
  readonly compliancePeriods: {
    readonly id: number;
    readonly cohortId: number;
    readonly strategyType: 'COHORT' | 'EMPLOYER_GROUP';
    readonly startDate: string;
    readonly endDate: string;
    readonly maxRewardAmount: number;
  }[];
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
  readonly ethnography: string | null;
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
  readonly disclaimers: { id: number; displayOrder: number; title: LocalizedText; cohortCodes: string[] | null }[];
}

/** The coverages of the member aliased `owner`, each with its cohort's compliance periods that overlap it. */
function coveragesOf(owner: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'id', c.id, 'startDate', c.start_date, 'endDate', c.end_date, 'cohortCode', ch.code,
      'medicalContractCode', c.medical_contract_code,
      'compliancePeriods', (select coalesce(json_agg(json_build_object(
          'id', p.id, 'cohortId', p.cohort_id, 'strategyType', p.strategy_type, 'startDate', p.start_date,
          'endDate', p.end_date, 'maxRewardAmount', p.max_reward_amount) order by p.start_date), '[]'::json)
        from compliance_periods p
        where p.cohort_id = c.cohort_id and p.end_date >= c.start_date
          and (c.end_date is null or p.start_date <= c.end_date))
    ) order by c.start_date desc), '[]'::json)
    from member_coverages c join cohorts ch on ch.id = c.cohort_id where c.member_id = ${owner}.id)`;
}

export function createMemberInfoRepository(db: Database) {
  return {
    /** Everything member-info shows, in one round trip. */
    async findMemberInfo(memberId: number, clientId: number): Promise<MemberInfoRow | undefined> {
      const [row] = await queryRows<MemberInfoRow>(
        db,
        sql`select m.id, m.username, m.first_name as "firstName", m.last_name as "lastName", m.gender,
          m.dob::text as dob, m.client_id as "clientId", m.preferred_language_cd as "preferredLanguageCd",
          m.mfa_enrolled as "mfaEnrolled", m.mfa_type as "mfaType", m.ethnography, m.race,
          to_json(coalesce(m.previous_login_at, m.last_login_at)) #>> '{}' as "lastLoginAt",
          (select coalesce(json_agg(json_build_object('id', e.id, 'kind', e.kind, 'address', e.address,
              'verifiedAt', e.verified_at) order by e.id), '[]'::json)
            from member_emails e where e.member_id = m.id) as emails,
          (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'streetAddr1', a.street_addr1,
              'streetAddr2', a.street_addr2, 'city', a.city, 'state', a.state, 'zip', a.zip,
              'primary', a.is_primary, 'verified', a.verified) order by a.is_primary desc, a.id), '[]'::json)
            from member_addresses a where a.member_id = m.id) as addresses,
          (select coalesce(json_agg(json_build_object('id', p.id, 'type', p.type, 'number', p.number,
              'primary', p.is_primary) order by p.id), '[]'::json)
            from member_phones p where p.member_id = m.id) as phones,
          ${coveragesOf(sql`m`)} as coverages,
          (select coalesce(json_agg(json_build_object('id', d.id, 'firstName', d.first_name, 'lastName', d.last_name,
              'coverages', ${coveragesOf(sql`d`)}) order by d.id), '[]'::json)
            from members d where d.subscriber_id = m.id) as dependents,
          (select coalesce(json_agg(json_build_object('id', x.id, 'displayOrder', x.display_order, 'title', x.title,
              'cohortCodes', x.cohort_codes) order by x.display_order), '[]'::json)
            from client_disclaimers x where x.client_id = m.client_id) as disclaimers
        from members m
        where m.id = ${memberId} and m.client_id = ${clientId}`,
      );
      return row;
    },
  };
}

export type MemberInfoRepository = ReturnType<typeof createMemberInfoRepository>;
