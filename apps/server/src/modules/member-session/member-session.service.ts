import { PERMISSIONS, type LoginRequest, type LoginResponse, type MfaType } from '@portal/contract';
import { LOGIN_LOCK_MS, LOGIN_MAX_FAILED_ATTEMPTS, loginFormSchema, normalizeUsername } from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import type { AttemptLimiter } from '../../core/attempt-limits';
import { MEMBER_PERMISSIONS, type MemberSessions } from '../../core/member-sessions';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { PasswordVerifier } from '../../lib/passwords';
import type { MemberSessionRepository } from './member-session.repository';

export const LOGIN_LIMIT = { max: LOGIN_MAX_FAILED_ATTEMPTS, lockMs: LOGIN_LOCK_MS } as const;

const PASSWORD_LOGIN = 'PASSWORD';

const invalidCredentials = (): AppError => new AppError('INVALID_CREDENTIALS', 'Invalid credentials');

export interface MemberSessionDependencies {
  readonly repository: MemberSessionRepository;
  readonly sessions: MemberSessions;
  readonly limiter: AttemptLimiter;
  readonly passwords: PasswordVerifier;
  readonly isRemembered: (member: MemberKey, token: string) => Promise<boolean>;
}

export function createMemberSessionService({ repository, sessions, limiter, passwords, isRemembered }: MemberSessionDependencies) {
  async function refresh(client: ClientRecord, refreshToken: string): Promise<{ memberId: number; jwt: string; refreshToken: string }> {
    const renewed = await sessions.refresh(refreshToken, client.configuration.id, MEMBER_PERMISSIONS);
    return { memberId: renewed.memberId, jwt: renewed.jwt, refreshToken: renewed.refreshToken ?? refreshToken };
  }

  return {
    /**
     * Sign-in. Every attempt is counted before the password is looked at, so a username takes
     * at most LOGIN_MAX_FAILED_ATTEMPTS evaluations per lock period however many arrive at once;
     * a locked username gets the same answer, after the same work, as a wrong password.
     */
    async login(client: ClientRecord, request: LoginRequest): Promise<LoginResponse> {
      const form = loginFormSchema.safeParse(request);
      if (!form.success) {
        const fields = Object.fromEntries(form.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        throw new AppError('VALIDATION_FAILED', 'The sign-in form is not complete', fields);
      }
      const clientId = client.configuration.id;
      const usernameKey = normalizeUsername(form.data.username);
      const attemptKey = `login:${clientId}:${usernameKey}`;
      // The member is looked up while the attempt is counted; the password waits for the count.
      const [admitted, candidate] = await Promise.all([
        limiter.admit(attemptKey, LOGIN_LIMIT),
        repository.findLoginCandidate(clientId, usernameKey),
      ]);
      if (!admitted) {
        await passwords.verifyAgainstDecoy(form.data.password);
        throw invalidCredentials();
      }
      const passwordMatches = candidate?.passwordHash
        ? await passwords.verify(candidate.passwordHash, form.data.password)
        : await passwords.verifyAgainstDecoy(form.data.password);
      if (!candidate || !passwordMatches) throw invalidCredentials();

      const remembered = request.rememberToken ? await isRemembered({ memberId: candidate.id, clientId }, request.rememberToken) : false;
      const mfaType = candidate.mfaEnrolled && !remembered ? (candidate.mfaType as MfaType | null) : null;
      const [session] = await Promise.all([
        sessions.open({
          clientId,
          memberId: candidate.id,
          loginType: PASSWORD_LOGIN,
          permissions: mfaType ? [`${PERMISSIONS.mfaVerificationRequired}::${mfaType}`] : MEMBER_PERMISSIONS,
          issueRefreshToken: mfaType === null && request.issueRefreshToken !== false,
          recordsLogin: mfaType === null,
        }),
        limiter.clear(attemptKey),
      ]);
      return { memberId: candidate.id, jwt: session.jwt, refreshToken: session.refreshToken, mfaType };
    },

    async logout(claims: AccessClaims): Promise<void> {
      await sessions.revoke(claims.sessionId, 'logout');
    },

    async renew(claims: AccessClaims): Promise<string> {
      return sessions.renew(claims);
    },

    refresh,

    async loginWithRefreshToken(client: ClientRecord, refreshToken: string): Promise<LoginResponse> {
      return { ...(await refresh(client, refreshToken)), mfaType: null };
    },
  };
}

export type MemberSessionService = ReturnType<typeof createMemberSessionService>;
