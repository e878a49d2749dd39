import type { Agreement, AgreementType, ClientConfiguration, MemberInfo } from '@portal/contract';

/** Spec 000: the updated-agreements modal asks for these together. */
const POLICY_TYPES: readonly AgreementType[] = ['PRIVACY_POLICY', 'TERMS_OF_USE'];

export type WelcomeVariant = 'dollars' | 'points' | 'nonReward';

export interface PendingAgreements {
  /** Privacy-policy and terms-of-use agreements due now: one acceptance each. */
  readonly policies: readonly Agreement[];
  /** The welcome agreement, when the member has not seen the welcome yet. */
  readonly welcome: Agreement | null;
}

export function pendingAgreements(member: MemberInfo): PendingAgreements {
  const pending = member.agreements.filter((agreement) => member.pendingAgreementIds.includes(agreement.id));
  return {
    policies: pending.filter((agreement) => POLICY_TYPES.includes(agreement.type)),
    welcome: pending.find((agreement) => agreement.type === 'PHA_WELCOME') ?? null,
  };
}

/** A plan without rewards welcomes members to its programme; with rewards, in its currency. */
export function welcomeVariant(configuration: ClientConfiguration): WelcomeVariant {
  if (!configuration.features.includes('REWARDS')) return 'nonReward';
  return configuration.currency === 'DOLLARS' ? 'dollars' : 'points';
}
