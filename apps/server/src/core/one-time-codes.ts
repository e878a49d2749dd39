import { createHash, randomBytes, randomInt } from 'node:crypto';
import { MFA_CODE_DIGITS } from '@portal/domain';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ownedBy, type MemberKey } from '../db/member-owned';
import { oneTimeCodes } from '../db/schema';
import type { Clock } from '../lib/clock';

/** What a code is for; a code issued for one purpose never works for another. */
export type CodePurpose =
  | 'MFA_LOGIN'
  | 'MFA_ELEVATED'
  | 'MFA_ENROLMENT'
  | 'MFA_REGISTRATION'
  | 'SSO_REGISTRATION'
  | 'PASSWORD_RESET'
  | 'VERIFY_EMAIL_ADDRESS'
  | 'VERIFY_ENROLLMENT_EMAIL_ADDRESS';

export interface CodeRequest {
  readonly clientId: number;
  readonly memberId: number;
  readonly purpose: CodePurpose;
  /** What the code unlocks: a session, a registration, a member. */
  readonly subject: string;
  readonly channel: string;
  readonly destination: string | null;
  readonly lifetimeMs: number;
}

/** The code is stored only as a hash bound to its purpose and subject. */
function codeHash(purpose: CodePurpose, subject: string, code: string): string {
  return createHash('sha256').update(`${purpose}\u0000${subject}\u0000${code}`).digest('hex');
}

/** The member's code for this purpose and subject, while unused and unexpired. */
function unusedCode(purpose: CodePurpose, subject: string, member: MemberKey, code: string, now: Date): SQL | undefined {
  return and(
    eq(oneTimeCodes.purpose, purpose),
    eq(oneTimeCodes.subject, subject),
    ownedBy(oneTimeCodes, member),
    eq(oneTimeCodes.codeHash, codeHash(purpose, subject, code)),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
}

export function randomDigits(length = MFA_CODE_DIGITS): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function createOneTimeCodes(clock: Clock) {
  return {
    /**
     * Stores a new code (inside the caller's transaction, with the message that carries it)
     * and voids any earlier unused code for the same purpose and subject.
     */
    async issue(tx: Database, request: CodeRequest, code: string): Promise<void> {
      const now = clock.now();
      await tx
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(and(eq(oneTimeCodes.purpose, request.purpose), eq(oneTimeCodes.subject, request.subject), isNull(oneTimeCodes.usedAt)));
      await tx.insert(oneTimeCodes).values({
        clientId: request.clientId,
        memberId: request.memberId,
        purpose: request.purpose,
        subject: request.subject,
        channel: request.channel,
        destination: request.destination,
        codeHash: codeHash(request.purpose, request.subject, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + request.lifetimeMs),
      });
    },

    /**
     * Uses a code once: of any number of simultaneous submissions of a valid code exactly one
     * succeeds, because only one UPDATE finds it unused. Answers the code's record or null.
     */
    async consume(db: Database, purpose: CodePurpose, subject: string, member: MemberKey, code: string) {
      const now = clock.now();
      const [used] = await db
        .update(oneTimeCodes)
        .set({ usedAt: now })
        .where(unusedCode(purpose, subject, member, code, now))
        .returning({ channel: oneTimeCodes.channel, destination: oneTimeCodes.destination });
      return used ?? null;
    },

    /** Whether the code would be accepted now, leaving it unused (a link checked when its page opens). */
    async isUsable(db: Database, purpose: CodePurpose, subject: string, member: MemberKey, code: string): Promise<boolean> {
      const [found] = await db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(unusedCode(purpose, subject, member, code, clock.now()));
      return found !== undefined;
    },

    /** The unused, unexpired code waiting for a subject, if any (to know its channel). */
    async outstanding(db: Database, purpose: CodePurpose, subject: string) {
      const [code] = await db
        .select({ channel: oneTimeCodes.channel, destination: oneTimeCodes.destination, memberId: oneTimeCodes.memberId })
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.subject, subject),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, clock.now()),
          ),
        );
      return code;
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;
