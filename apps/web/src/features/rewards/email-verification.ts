import type { MemberInfo } from '@portal/contract';

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

/**
 * The verification page asked from a rewards page that needs the address (an order's
 * confirmation, the automatic reward's): `?back=` brings the member back there, with its query.
 */
export function emailVerificationPath(back: string): string {
  return `/rewards/email-verification?${new URLSearchParams({ back }).toString()}`;
}

/** Only a page of the rewards area is a way back: the page never links where a crafted address says. */
export function rewardsPageBack(value: string | null): string | null {
  return value !== null && /^\/rewards\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_%-]*)?$/.test(value) ? value : null;
}
