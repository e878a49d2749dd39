import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../lib/clock';

/** How long the preferences link of an e-mail keeps working. */
export const SUBSCRIPTION_LINK_LIFETIME_DAYS = 90;
const LIFETIME_SECONDS = SUBSCRIPTION_LINK_LIFETIME_DAYS * 86_400;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;

/** Whom a link is for: one member, at the address the e-mail went to. */
export interface LinkRecipient {
  readonly memberId: number;
  readonly email: string;
}

/** Where a link was sent from; it comes back as `utm_source` and `utm_campaign`. */
export interface Outreach {
  readonly type: string;
  readonly id: string;
}

/** Case and surrounding spaces do not make another address. */
function normalizedAddress(email: string): string {
  return email.trim().toLowerCase();
}

export function sameAddress(first: string, second: string): boolean {
  return normalizedAddress(first) === normalizedAddress(second);
}

/**
 * Signed links to the e-mail preferences page. The token is the link's expiry and an
 * HMAC-SHA256 over the member id, the address and that expiry, so it works only for that
 * member at that address, and only until it expires.
 */
export function createSubscriptionLinks(key: Buffer, clock: Clock, publicUrl: string) {
  function signature(recipient: LinkRecipient, expiresAt: number): Buffer {
    const signed = `subscriptions\u0000${recipient.memberId}\u0000${normalizedAddress(recipient.email)}\u0000${expiresAt}`;
    return createHmac('sha256', key).update(signed).digest();
  }

  function token(recipient: LinkRecipient): string {
    const expiry = Buffer.alloc(EXPIRY_BYTES);
    expiry.writeUInt32BE(Math.floor(clock.now().getTime() / 1000) + LIFETIME_SECONDS);
    return Buffer.concat([expiry, signature(recipient, expiry.readUInt32BE(0))]).toString('base64url');
  }

  return {
    token,

    /** Whether `candidate` was made for this member at this address and has not expired. */
    isValid(recipient: LinkRecipient, candidate: string): boolean {
      const raw = Buffer.from(candidate, 'base64url');
      if (raw.length !== EXPIRY_BYTES + MAC_BYTES || raw.toString('base64url') !== candidate) return false;
      const expiresAt = raw.readUInt32BE(0);
      const signed = timingSafeEqual(raw.subarray(EXPIRY_BYTES), signature(recipient, expiresAt));
      return signed && expiresAt * 1000 > clock.now().getTime();
    },

    /** The page's address with the link's `m`, `e`, `t` and, when known, its outreach. */
    link(recipient: LinkRecipient, outreach?: Outreach): string {
      const query = new URLSearchParams({ m: String(recipient.memberId), e: recipient.email, t: token(recipient) });
      if (outreach) {
        query.set('utm_source', outreach.type);
        query.set('utm_campaign', outreach.id);
      }
      return `${publicUrl}/subscriptions?${query.toString()}`;
    },
  };
}

export type SubscriptionLinks = ReturnType<typeof createSubscriptionLinks>;
