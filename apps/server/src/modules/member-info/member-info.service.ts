import { isLanguageCode, type MemberCoverage, type MemberInfo, type MfaType } from '@portal/contract';
import { ageOn, activeCoverages, isAgreementPending, maskEmail, maskPhone, todayIn } from '@portal/domain';
import { assertMayNameMember, type AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { hasFeature, type ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { CoverageRow, MemberInfoRow, MemberInfoRepository } from './member-info.repository';

const toTimestamp = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A coverage with its cohort's compliance periods that overlap it. */
function toCoverage(row: CoverageRow, client: ClientRecord): MemberCoverage {
  const cohort = client.cohorts.get(row.cohortId);
  const periods = (cohort?.compliancePeriods ?? []).filter(
    (period) => period.endDate >= row.startDate && (row.endDate === null || period.startDate <= row.endDate),
  );
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    coverage: { cohortId: cohort?.code ?? '', medicalPlan: { medicalContract: { code: row.medicalContractCode } } },
    compliancePeriods: periods.map((period) => ({
      id: period.id,
      cohortIncentiveStrategyId: period.strategyId,
      cohortIncentiveStrategyType: period.strategyType,
      startDate: period.startDate,
      endDate: period.endDate,
      maxRewardAmount: period.maxRewardAmount,
    })),
  };
}

/** Disclaimers for the cohorts of the member's active coverages, or for every member. */
function visibleDisclaimers(row: MemberInfoRow, client: ClientRecord, today: string): MemberInfo['disclaimers'] {
  if (!hasFeature(client, 'DISCLAIMER')) return [];
  const active = activeCoverages(row.coverages, today, client.configuration.termPeriodDayCount);
  const activeCohorts = new Set(active.map((coverage) => client.cohorts.get(coverage.cohortId)?.code));
  return client.disclaimers
    .filter((disclaimer) => disclaimer.cohortCodes === null || disclaimer.cohortCodes.some((code) => activeCohorts.has(code)))
    .map(({ id, displayOrder, title }) => ({ id, displayOrder, title }));
}

/**
 * The client's agreements, the member's acceptances, and those the renewal rules make due today;
 * an acceptance counts on the client's calendar day it was given.
 */
function agreementsOf(row: MemberInfoRow, client: ClientRecord, today: string) {
  const accepted = row.acceptances.map(({ agreementId, acceptedAt }) => {
    const instant = new Date(acceptedAt);
    return { agreementId, agreementTimestamp: instant.toISOString(), day: todayIn(instant, client.timeZone) };
  });
  const pendingAgreementIds = client.agreements
    .filter((agreement) => {
      const acceptedOn = accepted.filter((acceptance) => acceptance.agreementId === agreement.id).map((acceptance) => acceptance.day);
      const terms = { recurrence: agreement.recurrenceType, windowStart: agreement.windowStart, windowEnd: agreement.windowEnd };
      return isAgreementPending(terms, acceptedOn, today);
    })
    .map((agreement) => agreement.id);
  const memberAgreements = accepted.map(({ agreementId, agreementTimestamp }) => ({ agreementId, agreementTimestamp }));
  return { agreements: [...client.agreements], memberAgreements, pendingAgreementIds };
}

/** Spec 000's masked SSO contact info: the member's primary e-mail, primary phone and text-capable phone. */
function ssoContactInfoOf(row: MemberInfoRow, client: ClientRecord): MemberInfo['ssoContactInfo'] {
  if (!client.configuration.singleSignOn) return null;
  const email = row.emails.find((candidate) => candidate.kind === 'PRIMARY')?.address;
  const phone = row.phones.find((candidate) => candidate.primary) ?? row.phones[0];
  const textable = row.phones.find((candidate) => candidate.type === 'cell');
  return {
    primaryEmail: email ? maskEmail(email) : null,
    primaryPhone: phone ? maskPhone(phone.number) : null,
    primarySmsPhone: textable ? maskPhone(textable.number) : null,
  };
}

export function toMemberInfo(row: MemberInfoRow, client: ClientRecord, today: string): MemberInfo {
  const primaryEmail = row.emails.find((email) => email.kind === 'PRIMARY');
  const enrollmentEmail = row.emails.find((email) => email.kind === 'ENROLLMENT');
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    age: ageOn(row.dob, today),
    dob: row.dob,
    email: primaryEmail?.address ?? null,
    emails: row.emails.map((email) => ({ id: email.id, address: email.address, verified: email.verifiedAt !== null })),
    emailAddressVerifiedTsTz: toTimestamp(primaryEmail?.verifiedAt ?? null),
    enrollmentEmail: enrollmentEmail?.address ?? null,
    enrollmentEmailAddressVerifiedTsTz: toTimestamp(enrollmentEmail?.verifiedAt ?? null),
    addresses: row.addresses,
    phoneNumbers: row.phones,
    client: { id: row.clientId },
    ethnography: row.ethnography,
    guardian: row.guardianFirstName && row.guardianLastName ? { firstName: row.guardianFirstName, lastName: row.guardianLastName } : null,
    race: row.race,
    dependents: row.dependents.map((dependent) => ({
      id: dependent.id,
      firstName: dependent.firstName,
      lastName: dependent.lastName,
      memberCoverages: dependent.coverages.map((coverage) => toCoverage(coverage, client)),
    })),
    memberCoverages: row.coverages.map((coverage) => toCoverage(coverage, client)),
    lastLogin: row.lastLoginAt === null ? null : { activityTs: toTimestamp(row.lastLoginAt)! },
    mfaEnrolled: row.mfaEnrolled,
    mfaType: row.mfaType as MfaType | null,
    communicationPreferences: row.communicationPreferences,
    preferredLanguageCd: row.preferredLanguageCd !== null && isLanguageCode(row.preferredLanguageCd) ? row.preferredLanguageCd : null,
    disclaimers: visibleDisclaimers(row, client, today),
    ...agreementsOf(row, client, today),
    impersonation: null,
    ssoRegistration: row.registeredBySso,
    ssoContactInfo: ssoContactInfoOf(row, client),
  };
}

export function createMemberInfoService(repository: MemberInfoRepository, clock: Clock) {
  return {
    async getMemberInfo(client: ClientRecord, member: AccessClaims, impersonatedMemberId: number | undefined): Promise<MemberInfo> {
      const { impersonation } = member;
      assertMayNameMember(member, impersonatedMemberId);
      const row = await repository.findMemberInfo(member.memberId, client.configuration.id);
      if (!row) throw new AppError('UNAUTHENTICATED', 'The signed-in member no longer exists');
      return {
        ...toMemberInfo(row, client, todayIn(clock.now(), client.timeZone)),
        impersonation: impersonation ? { adminUsername: impersonation.staffUsername, impersonatedMemberId: member.memberId } : null,
      };
    },
  };
}

export type MemberInfoService = ReturnType<typeof createMemberInfoService>;
