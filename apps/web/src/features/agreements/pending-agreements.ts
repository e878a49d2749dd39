import type { Agreement, AgreementType, ClientConfiguration, MemberInfo } from '@portal/contract';

/** Spec 000: the updated-agreements modal asks for these together. */
const POLICY_TYPES: readonly AgreementType[] = ['PRIVACY_POLICY', 'TERMS_OF_USE'];

export type WelcomeVariant = 'dollars' | 'points' | 'nonReward';

export interface PendingAgreements {
  /** Privacy-policy and terms-of-use agreements due now: one acceptance each. */
  readonly policies: readonly Agreement[];
  /** The welcome agreement, when the member has not seen the welcome yet. */
  readonly welcome: Agreement | null;
  /**
   * Whether the member accepted a privacy or terms agreement before: only then are the due ones
   * "updated"; a new member is accepting them for the first time. An acceptance of an agreement
   * the catalog no longer lists was of an earlier version, so it counts.
   */
  readonly acceptedBefore: boolean;
}

export function pendingAgreements(member: MemberInfo): PendingAgreements {
  const pending = member.agreements.filter((agreement) => member.pendingAgreementIds.includes(agreement.id));
  return {
    policies: pending.filter((agreement) => POLICY_TYPES.includes(agreement.type)),
    welcome: pending.find((agreement) => agreement.type === 'PHA_WELCOME') ?? null,
    acceptedBefore: member.memberAgreements.some((accepted) => {
      const type = member.agreements.find((agreement) => agreement.id === accepted.agreementId)?.type;
      return type === undefined || POLICY_TYPES.includes(type);
    }),
  };
}

/** A plan without rewards welcomes members to its programme; with rewards, in its currency. */
export function welcomeVariant(configuration: ClientConfiguration): WelcomeVariant {
  if (!configuration.features.includes('REWARDS')) return 'nonReward';
  return configuration.currency === 'DOLLARS' ? 'dollars' : 'points';
}
