import type { CompletionSource, JourneyStep } from '@portal/contract';
import { addDays } from '../shared/calendar-date';

/** What the ledger answered for a completion, as far as the member's journey needs it. */
export interface JourneyReward {
  readonly issuedAmount: number;
  readonly notIssuedAmount: number;
  readonly notIssuedReason: 'YEARLY_MAXIMUM' | 'PERIOD_MAXIMUM' | null;
  /** The plan's calendar day the reward was issued. */
  readonly issuedOn: string;
  readonly expiresOn: string | null;
}

export interface CompletionJourneyFacts {
  readonly completionDate: string;
  readonly source: CompletionSource;
  /** The plan's calendar day the evidence was recorded. */
  readonly verifiedOn: string;
  readonly refused: boolean;
  /** Null while the ledger has not answered yet. */
  readonly reward: JourneyReward | null;
  readonly today: string;
}

/**
 * The steps of one earning, in order: done on the day the member did it; verified (by what,
 * when); then what was issued and what was not (with the cap that stopped it, or the refusal);
 * and, for a reward that lapses, when it expires or expired. A completion the ledger has not
 * answered yet ends at VERIFIED.
 */
export function completionJourney(facts: CompletionJourneyFacts): JourneyStep[] {
  const steps: JourneyStep[] = [
    { step: 'DONE', date: facts.completionDate },
    { step: 'VERIFIED', date: facts.verifiedOn, source: facts.source },
  ];
  if (facts.refused) return [...steps, { step: 'NOT_ISSUED', date: facts.verifiedOn, amount: 0, reason: 'REFUSED' }];
  const reward = facts.reward;
  if (reward === null) return steps;
  if (reward.issuedAmount > 0) steps.push({ step: 'ISSUED', date: reward.issuedOn, amount: reward.issuedAmount });
  if (reward.notIssuedAmount > 0 && reward.notIssuedReason !== null) {
    steps.push({ step: 'NOT_ISSUED', date: reward.issuedOn, amount: reward.notIssuedAmount, reason: reward.notIssuedReason });
  }
  if (reward.issuedAmount > 0 && reward.expiresOn !== null) {
    const lapsed = reward.expiresOn <= facts.today;
    steps.push({ step: lapsed ? 'EXPIRED' : 'EXPIRING', date: reward.expiresOn, amount: reward.issuedAmount });
  }
  return steps;
}

export interface AttestationJourneyFacts {
  readonly completionDate: string;
  readonly claimsLagDays: number;
}

/**
 * A member's word on an action the plan's claims confirm: done on the day they gave, then
 * waiting for the plan's data, expected once the claim of that day has had time to arrive.
 */
export function attestationJourney(facts: AttestationJourneyFacts): JourneyStep[] {
  return [
    { step: 'DONE', date: facts.completionDate },
    { step: 'WAITING_FOR_PLAN_DATA', date: null, expectedBy: addDays(facts.completionDate, facts.claimsLagDays), reason: 'CLAIMS_LAG' },
  ];
}
