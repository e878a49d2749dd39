import { INVALID_SUBSCRIPTION_LINK, OUTREACH_MAX_LENGTH } from '@portal/contract';
import { ApiError } from '../../lib/api-client';

/** What an e-mail's preferences link carries (`/subscriptions?m=&e=&t=&utm_source=&utm_campaign=`). */
export interface SubscriptionLink {
  readonly memberId: number;
  readonly email: string;
  readonly token: string;
  readonly outreachType: string | null;
  readonly outreachId: string | null;
}

function outreachValue(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, OUTREACH_MAX_LENGTH) ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The link in the page's address, or null when a part is missing or malformed (the invalid-link state). */
export function readSubscriptionLink(search: URLSearchParams): SubscriptionLink | null {
  const memberId = search.get('m') ?? '';
  const email = search.get('e')?.trim() ?? '';
  const token = search.get('t')?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(memberId) || email === '' || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  return {
    memberId: Number(memberId),
    email,
    token,
    outreachType: outreachValue(search.get('utm_source')),
    outreachId: outreachValue(search.get('utm_campaign')),
  };
}

/** The server's one answer for a link that is not (or no longer) valid, whatever the reason. */
export function isInvalidLinkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === INVALID_SUBSCRIPTION_LINK;
}
