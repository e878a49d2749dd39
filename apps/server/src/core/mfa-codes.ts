import {
  MFA_CODE_LIFETIME_MS,
  MFA_LOCK_MS,
  MFA_MAX_FAILED_ATTEMPTS,
  TOTP_PERIOD_SECONDS,
  isWellFormedOneTimeCode,
  maskEmail,
  maskPhone,
} from '@portal/domain';
import { createHash } from 'node:crypto';
import type { MfaType } from '@portal/contract';
import { and, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ownedBy, type MemberKey } from '../db/member-owned';
import { totpUsedSteps } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { matchingTotpStep } from '../lib/totp';
import type { MessageDelivery } from '../messaging/delivery';
import type { AttemptLimiter } from './attempt-limits';
import { randomDigits, type CodePurpose, type OneTimeCodes } from './one-time-codes';

export const MFA_LIMIT = { max: MFA_MAX_FAILED_ATTEMPTS, lockMs: MFA_LOCK_MS } as const;
const mfaLockKey = (memberId: number): string => `mfa:${memberId}`;

export interface CodeTarget {
  readonly clientId: number;
  readonly memberId: number;
  readonly programme: string;
  readonly languageCd: string | null;
  readonly purpose: CodePurpose;
  /** What the code unlocks (a session id, a registration id, the member). */
  readonly subject: string;
}

export interface CodeCheck extends MemberKey {
  readonly purpose: CodePurpose;
  readonly subject: string;
  readonly code: string;
  /** For an authenticator app: its secret; the code is then checked against the time. */
  readonly totpSecret: string | null;
}

export const mfaLocked = (): AppError =>
  new AppError('MFA_LOCKED', 'Your account is locked for 10 minutes: the maximum of failed attempts was reached. Please try again later.');

export function maskDestination(channel: MfaType, destination: string): string {
  return channel === 'EMAIL' ? maskEmail(destination) : maskPhone(destination);
}

/**
 * Codes for every MFA purpose: sent by e-mail, text or call, or read from an authenticator
 * app; each checked once, with one failure count per member that locks MFA for 10 minutes.
 */
export function createMfaCodes(db: Database, codes: OneTimeCodes, delivery: MessageDelivery, limiter: AttemptLimiter, clock: Clock) {
  /**
   * An authenticator code's time step is spent the first time it works, for that secret only:
   * a member who enrols a new secret within the same step can still use its code.
   */
  async function spendTotpStep(member: MemberKey, secret: string, step: number): Promise<boolean> {
    const oldest = Math.floor(clock.now().getTime() / 1000 / TOTP_PERIOD_SECONDS) - 10;
    await db.delete(totpUsedSteps).where(and(ownedBy(totpUsedSteps, member), lt(totpUsedSteps.step, oldest)));
    const secretFingerprint = createHash('sha256').update(secret).digest('hex');
    const spent = await db
      .insert(totpUsedSteps)
      .values({ memberId: member.memberId, clientId: member.clientId, secretFingerprint, step })
      .onConflictDoNothing()
      .returning({ step: totpUsedSteps.step });
    return spent.length === 1;
  }

  /**
   * One attempt at something that stands in for a code: counted with the member's failed codes,
   * so every way past the second step shares the one limit. Throws unless `check` answers true.
   */
  async function attempt(memberId: number, check: () => Promise<boolean>): Promise<void> {
    const key = mfaLockKey(memberId);
    if (!(await limiter.admit(key, MFA_LIMIT))) throw mfaLocked();
    if (await check()) {
      await limiter.clear(key);
      return;
    }
    if (await limiter.isLocked(key, MFA_LIMIT)) throw mfaLocked();
    throw new AppError('MFA_INVALID_CODE', 'The code is not correct. Please try again.');
  }

  return {
    attempt,

    async assertNotLocked(memberId: number): Promise<void> {
      if (await limiter.isLocked(mfaLockKey(memberId), MFA_LIMIT)) throw mfaLocked();
    },

    /** Sends a new code (voiding the last one); answers where it went, masked. */
    async send(target: CodeTarget, channel: Exclude<MfaType, 'TOTP'>, destination: string): Promise<string> {
      if (await limiter.isLocked(mfaLockKey(target.memberId), MFA_LIMIT)) throw mfaLocked();
      if (!delivery.canDeliver(channel)) throw new AppError('DELIVERY_UNAVAILABLE', `Codes cannot be sent by ${channel} right now`);
      const code = randomDigits();
      await db.transaction(async (tx) => {
        await codes.issue(tx, { ...target, channel, destination, lifetimeMs: MFA_CODE_LIFETIME_MS }, code);
        await delivery.queueCode(tx, { ...target, channel, destination, code, purpose: target.purpose });
      });
      delivery.sendSoon();
      return maskDestination(channel, destination);
    },

    /** Throws MFA_INVALID_CODE or MFA_LOCKED unless the code is right, unused and in time. */
    async verify(check: CodeCheck): Promise<void> {
      const code = check.code.trim();
      await attempt(check.memberId, async () => {
        if (!isWellFormedOneTimeCode(code)) return false;
        if (!check.totpSecret) return (await codes.consume(db, check.purpose, check.subject, check, code)) !== null;
        const step = matchingTotpStep(check.totpSecret, code, clock.now());
        return step !== null && (await spendTotpStep(check, check.totpSecret, step));
      });
    },
  };
}

export type MfaCodes = ReturnType<typeof createMfaCodes>;
