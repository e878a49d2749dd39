import type { EarningSource, NotIssuedReason } from '@portal/contract';

/* What the health-actions calls read of a household: the signed-in member and their own dependents. */

export interface HouseholdMember {
  readonly id: number;
  readonly clientMemberId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly subscriber: boolean;
  readonly preferredLanguageCd: string | null;
}

export interface HouseholdCoverage {
  readonly id: number;
  readonly memberId: number;
  readonly startDate: string;
  readonly endDate: string | null;
  readonly cohortCode: string;
}

export interface AttestationRow {
  readonly id: number;
  readonly memberId: number;
  readonly healthActionId: number;
  readonly completionDate: string;
  readonly submittedAt: Date;
}

export interface HouseholdCompletion {
  readonly id: number;
  readonly memberId: number;
  readonly healthActionId: number;
  readonly completionDate: string;
  readonly source: EarningSource;
  readonly refused: boolean;
  readonly recordedAt: Date;
}

export interface ActivityRow {
  readonly memberId: number;
  readonly activityType: string;
  readonly contentId: string | null;
  readonly recordedAt: Date;
}

/** The ledger's outcome of one completion, as the household statement answers it. */
export interface CompletionOutcomeRow {
  readonly completionId: number;
  readonly transactionId: number | null;
  readonly issuedAmount: number;
  readonly notIssuedAmount: number;
  readonly notIssuedReason: NotIssuedReason | null;
  readonly issuedAt: string;
  readonly expiresOn: string | null;
}
