import { PERMISSIONS, VALIDATION } from '@portal/contract';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS, newPasswordSchema } from '@portal/domain';
import type { AttemptLimiter } from '../../core/attempt-limits';
import type { MemberSessions } from '../../core/member-sessions';
import type { RememberTokens } from '../../core/remember-tokens';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { hashPassword, type PasswordVerifier } from '../../lib/passwords';
import type { AccountSecurityRepository } from './account-security.repository';

export interface AccountSecurityDependencies {
  readonly db: Database;
  readonly repository: AccountSecurityRepository;
  readonly sessions: MemberSessions;
  readonly remember: RememberTokens;
  readonly limiter: AttemptLimiter;
  readonly passwords: PasswordVerifier;
  readonly clock: Clock;
}

/** Checks of the old password are held to sign-in's limit, so a stolen session cannot guess it without bound. */
export const OLD_PASSWORD_LIMIT = { max: LOGIN_MAX_FAILED_ATTEMPTS, lockMs: LOGIN_LOCK_MS } as const;
const oldPasswordKey = (memberId: number): string => `password-change:${memberId}`;

/** Changing the password and deleting the account: what decides who can sign in. */
export function createAccountSecurityService(deps: AccountSecurityDependencies) {
  const { db, repository, sessions, remember, limiter, passwords, clock } = deps;

  return {
    /**
     * Spec 000: the change needs the old password. It ends every other session and voids
     * remembered devices, so whoever else was signed in must sign in with the new one.
     */
    async changePassword(client: ClientRecord, member: AccessClaims, oldPassword: string, newPassword: string): Promise<void> {
      if (!newPasswordSchema.safeParse(newPassword).success) {
        throw new AppError('PASSWORD_RULES_NOT_MET', 'Password does not meet requirements', { newPassword: VALIDATION.passwordRules });
      }
      const attemptKey = oldPasswordKey(member.memberId);
      if (!(await limiter.admit(attemptKey, OLD_PASSWORD_LIMIT))) {
        throw new AppError('RATE_LIMITED', 'Too many attempts; please wait before trying again');
      }
      const currentHash = await repository.passwordHash(member.memberId, client.configuration.id);
      const matches = currentHash ? await passwords.verify(currentHash, oldPassword) : await passwords.verifyAgainstDecoy(oldPassword);
      if (!matches) throw new AppError('INVALID_OLD_PASSWORD', 'Invalid old password', { oldPassword: VALIDATION.invalid });
      await limiter.clear(attemptKey);

      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      const endedSessions = await db.transaction(async (tx) => {
        await repository.setPassword(tx, member, passwordHash, now);
        await remember.revokeAll(tx, member);
        await repository.voidPendingDeviceApprovals(tx, member, now);
        return repository.revokeOtherSessions(tx, member, member.sessionId, 'password-change', now);
      });
      // Committed above; revoking again is a no-op in the database that also drops each session
      // from this process's cache of live sessions, so its next call is refused at once.
      for (const sessionId of endedSessions) await sessions.revoke(sessionId, 'password-change');
    },

    /**
     * Deletes the portal account (spec 000: unregister) with an elevated-role token. The
     * member stays on the roster and may register again.
     */
    async deleteRegistration(client: ClientRecord, member: AccessClaims): Promise<void> {
      if (!member.permissions.includes(PERMISSIONS.manageSecurity)) {
        throw new AppError('ELEVATION_REQUIRED', 'Confirm it is you with a code first');
      }
      const now = clock.now();
      const deleted = await db.transaction(async (tx) => {
        if (!(await repository.deleteRegistration(tx, member.memberId, client.configuration.id))) return false;
        await sessions.revokeAllForMember(tx, member, 'registration-deleted');
        await remember.revokeAll(tx, member);
        await repository.voidOutstandingCodes(tx, member, now);
        await repository.voidPendingDeviceApprovals(tx, member, now);
        return true;
      });
      if (!deleted) throw new AppError('MEMBER_NOT_REGISTERED', 'This member has no account to delete');
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
