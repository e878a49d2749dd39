import { TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@portal/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export interface TotpEnrolment {
  readonly secret: string;
  readonly otpauthUri: string;
  readonly qrCodeDataUrl: string;
}

function totpFor(secret: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });
}

/** A new authenticator-app secret, with the URI and QR code the member scans. */
export async function createTotpEnrolment(issuer: string, label: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUri = totpFor(secret, issuer, label).toString();
  return { secret, otpauthUri, qrCodeDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

/**
 * The time step a code belongs to, if it matches the current step or one either side;
 * the caller refuses a step it has accepted before, so each code works once.
 */
export function matchingTotpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, 'portal', 'member');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code an app shows at an instant (for tests and the demo's own checks). */
export function totpCodeAt(secret: string, instant: Date): string {
  return totpFor(secret, 'portal', 'member').generate({ timestamp: instant.getTime() });
}
