import type { ClientConfiguration, CompliancePeriod, MemberCoverage, MemberInfo } from '@portal/contract';
import { activeCoverages } from '../shared/coverage';

/** The member's first active coverage today and its compliance period running today, if any. */
export function currentRewardPeriod(
  member: Pick<MemberInfo, 'memberCoverages'>,
  configuration: Pick<ClientConfiguration, 'termPeriodDayCount'>,
  today: string,
): { coverage: MemberCoverage | undefined; period: CompliancePeriod | undefined } {
  const coverage = activeCoverages(member.memberCoverages, today, configuration.termPeriodDayCount)[0];
  const period = coverage?.compliancePeriods.find((candidate) => candidate.startDate <= today && today <= candidate.endDate);
  return { coverage, period };
}
