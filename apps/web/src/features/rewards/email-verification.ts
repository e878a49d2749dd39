import type { MemberInfo } from '@portal/contract';

/** `?from=` on /rewards/email-verification when the member came from the order's confirmation. */
export const FROM_CONFIRMATION = 'confirmation';

/**
 * Spec 001: the plan's address (the old one) is confirmed first, then the member's own portal
 * address (the new one); digital rewards go only to a verified address. A step with nothing to
 * confirm counts as done. Answers the step the member is at; 2 when both are done.
 */
export function emailVerificationStep(member: MemberInfo): 0 | 1 | 2 {
  if (member.enrollmentEmail !== null && member.enrollmentEmailAddressVerifiedTsTz === null) return 0;
  if (member.email === null || member.emailAddressVerifiedTsTz === null) return 1;
  return 2;
}

/** The verification page, asked from the confirmation: it comes back there for the same balance. */
export function emailVerificationPath(dependentId: number | undefined): string {
  const search = new URLSearchParams({ from: FROM_CONFIRMATION });
  if (dependentId !== undefined) search.set('dependentId', String(dependentId));
  return `/rewards/email-verification?${search.toString()}`;
}
