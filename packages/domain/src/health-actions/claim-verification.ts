import type { ClaimCodeSystem } from '@portal/contract';
import { isCoverageActive, type CoverageDates } from '../shared/coverage';
import { claimCodeKey } from './claim-codes';
import type { HealthActionDefinition } from './programme-definition';

/** What the claims feed knows of one claim: when the service was given and the codes billed. */
export interface ClaimEvidence {
  readonly serviceDate: string;
  readonly codes: readonly { readonly system: ClaimCodeSystem; readonly code: string }[];
}

export type ClaimVerifiedAction = Pick<HealthActionDefinition, 'id' | 'verifyingClaimCodes'>;

/**
 * The actions a claim verifies for a member: those with one of the claim's codes among their
 * verifying codes, when the service was given inside the coverage (its start to its end; the
 * grace days after the end are for the member to use the portal, not for care to count).
 */
export function actionsVerifiedByClaim(actions: readonly ClaimVerifiedAction[], claim: ClaimEvidence, coverage: CoverageDates): number[] {
  if (!isCoverageActive(coverage, claim.serviceDate, 0)) return [];
  const billed = new Set(claim.codes.map((code) => claimCodeKey(code.system, code.code)));
  return actions
    .filter((action) => action.verifyingClaimCodes.some((code) => billed.has(claimCodeKey(code.system, code.code))))
    .map((action) => action.id);
}
