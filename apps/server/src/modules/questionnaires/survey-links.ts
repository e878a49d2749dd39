import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock';

const MAC_BYTES = 32;
const SIGNATURE_FORM = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What one link opens: one response of one member to one survey (its definition). */
export interface SurveyLinkTarget {
  readonly memberId: number;
  readonly surveyId: number;
  readonly responseId: number;
}

/**
 * Signed links to one survey response, opened without signing in (spec 001: a survey e-mailed to
 * a member). The signature is `<expiry epoch seconds>.<base64url HMAC-SHA256>` over the member,
 * the survey, the response and that expiry, so changing any of them, or waiting past the expiry,
 * makes the link worthless.
 */
export function createSurveyLinks(key: Buffer, clock: Clock, publicUrl: string) {
  function mac(target: SurveyLinkTarget, expiresAt: number): Buffer {
    const signed = `survey\u0000${target.memberId}\u0000${target.surveyId}\u0000${target.responseId}\u0000${expiresAt}`;
    return createHmac('sha256', key).update(signed).digest();
  }

  function signature(target: SurveyLinkTarget, expiresAt: Date): string {
    const seconds = Math.floor(expiresAt.getTime() / 1000);
    return `${seconds}.${mac(target, seconds).toString('base64url')}`;
  }

  return {
    signature,

    /** Whether `candidate` was made for exactly this target and has not expired. */
    isValid(target: SurveyLinkTarget, candidate: string): boolean {
      const match = SIGNATURE_FORM.exec(candidate);
      if (!match) return false;
      const expiresAt = Number(match[1]);
      const given = Buffer.from(match[2]!, 'base64url');
      if (given.length !== MAC_BYTES || given.toString('base64url') !== match[2]) return false;
      const signed = timingSafeEqual(given, mac(target, expiresAt));
      return signed && expiresAt * 1000 > clock.now().getTime();
    },

    /** The survey page's address: `m` member, `sid` survey, `rid` response, `sig` signature. */
    link(target: SurveyLinkTarget, expiresAt: Date): string {
      const query = new URLSearchParams({
        m: String(target.memberId),
        sid: String(target.surveyId),
        rid: String(target.responseId),
        sig: signature(target, expiresAt),
      });
      return `${publicUrl}/survey?${query.toString()}`;
    },
  };
}

export type SurveyLinks = ReturnType<typeof createSurveyLinks>;
