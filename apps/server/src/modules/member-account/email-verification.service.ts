import { VALIDATION, type EmailVerificationType } from '@portal/contract';
import type { MfaCodes } from '../../core/mfa-codes';
import type { AccessClaims } from '../../lib/access-tokens';
import { validationError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { EmailKind, EmailToVerify, EmailVerificationRepository } from './email-verification.repository';

export interface EmailVerificationDependencies {
  readonly repository: EmailVerificationRepository;
  readonly codes: MfaCodes;
  readonly clock: Clock;
}

export interface EmailVerificationState {
  readonly emailAddressVerifiedTsTz: string | null;
  readonly enrollmentEmailAddressVerifiedTsTz: string | null;
}

const KIND_OF: Record<EmailVerificationType, EmailKind> = {
  VERIFY_EMAIL_ADDRESS: 'PRIMARY',
  VERIFY_ENROLLMENT_EMAIL_ADDRESS: 'ENROLLMENT',
};

/**
 * What a code unlocks: this member's address as it was when the code was sent. The code's
 * hash covers it, so a code sent before the address changed cannot verify the new one.
 */
const codeSubject = (memberId: number, address: string): string => `${memberId}:${address}`;

/**
 * Proving the member reads an e-mail address: a code sent there with the MFA machinery (its
 * lifetime, single use, resend voiding the last code, and MFA's failure count and lock-out).
 */
export function createEmailVerificationService({ repository, codes, clock }: EmailVerificationDependencies) {
  async function emailToVerify(client: ClientRecord, member: AccessClaims, type: EmailVerificationType): Promise<EmailToVerify> {
    const email = await repository.emailOfKind({ memberId: member.memberId, clientId: client.configuration.id }, KIND_OF[type]);
    if (!email) throw validationError({ type: VALIDATION.invalid });
    return email;
  }

  return {
    /** Sends a code to the address of this kind; answers the address masked. */
    async requestEmailVerificationCode(client: ClientRecord, member: AccessClaims, type: EmailVerificationType): Promise<string> {
      const email = await emailToVerify(client, member, type);
      const target = {
        clientId: client.configuration.id,
        memberId: member.memberId,
        programme: client.configuration.title,
        languageCd: email.languageCd,
        purpose: type,
        subject: codeSubject(member.memberId, email.address),
      };
      return codes.send(target, 'EMAIL', email.address);
    },

    async submitEmailVerificationCode(
      client: ClientRecord,
      member: AccessClaims,
      type: EmailVerificationType,
      code: string,
    ): Promise<EmailVerificationState> {
      const email = await emailToVerify(client, member, type);
      await codes.verify({
        memberId: member.memberId,
        clientId: member.clientId,
        purpose: type,
        subject: codeSubject(member.memberId, email.address),
        code,
        totpSecret: null,
      });
      await repository.markVerified(member, email.address, clock.now());
      const times = await repository.verificationTimes(member);
      return {
        emailAddressVerifiedTsTz: times.primary?.toISOString() ?? null,
        enrollmentEmailAddressVerifiedTsTz: times.enrollment?.toISOString() ?? null,
      };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
