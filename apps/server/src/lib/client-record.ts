import type { Agreement } from '@portal/contract';
import type { ClientConfiguration, FeatureFlag, LocalizedText } from '@portal/contract';

export interface CompliancePeriodRecord {
  readonly id: number;
  readonly cohortId: number;
  /** The cohort incentive strategy it belongs to: the programme's id, or the cohort's when the plan has none. */
  readonly strategyId: number;
  readonly strategyType: 'COHORT' | 'EMPLOYER_GROUP';
  readonly startDate: string;
  readonly endDate: string;
  readonly maxRewardAmount: number;
}

export interface CohortRecord {
  readonly id: number;
  readonly code: string;
  /** Sorted by start date. */
  readonly compliancePeriods: readonly CompliancePeriodRecord[];
}

export interface DisclaimerHeading {
  readonly id: number;
  readonly displayOrder: number;
  readonly title: LocalizedText;
  /** Cohorts whose members see it; null means every member. */
  readonly cohortCodes: readonly string[] | null;
}

/**
 * A client as the server holds it: its public configuration plus what only the server uses,
 * and the parts of its definition read on every member call (cohorts, disclaimers, agreements).
 */
export interface ClientRecord {
  readonly configuration: ClientConfiguration;
  readonly hostnames: readonly string[];
  readonly timeZone: string;
  /** By cohort id. */
  readonly cohorts: ReadonlyMap<number, CohortRecord>;
  /** In display order. */
  readonly disclaimers: readonly DisclaimerHeading[];
  /** The agreements the client asks members to accept, one per type. */
  readonly agreements: readonly Agreement[];
}

export function hasFeature(client: ClientRecord, feature: FeatureFlag): boolean {
  return client.configuration.features.includes(feature);
}
