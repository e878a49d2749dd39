import type { ClientConfiguration, CompliancePeriod, MemberCoverage, MemberInfo } from '@portal/contract';
import { activeCoverages } from '@portal/domain';

/** The member's first active coverage today and its compliance period running today, if any. */
export function currentRewardPeriod(
  member: MemberInfo,
  configuration: ClientConfiguration,
  today: string,
): { coverage: MemberCoverage | undefined; period: CompliancePeriod | undefined } {
  const coverage = activeCoverages(member.memberCoverages, today, configuration.termPeriodDayCount)[0];
  const period = coverage?.compliancePeriods.find((candidate) => candidate.startDate <= today && today <= candidate.endDate);
  return { coverage, period };
}
