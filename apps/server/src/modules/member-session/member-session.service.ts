import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PERMISSIONS, type LoginRequest, type LoginResponse } from '@portal/contract';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_TOUCH_INTERVAL_MS,
  isSessionIdle,
  loginFormSchema,
  normalizeUsername,
} from '@portal/domain';
import { issueAccessToken, verifyAccessToken, type AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import type { SigningKeys } from '../../lib/signing-keys';
import type { MemberSessionRepository } from './member-session.repository';

const MEMBER_PERMISSIONS = [PERMISSIONS.manageMemberAccount, PERMISSIONS.manageContactInformation];
const PASSWORD_LOGIN = 'PASSWORD';

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const invalidCredentials = (): AppError => new AppError('INVALID_CREDENTIALS', 'Invalid credentials');

export function createMemberSessionService(repository: MemberSessionRepository, keys: SigningKeys, clock: Clock) {
  return {
    async login(client: ClientRecord, request: LoginRequest): Promise<LoginResponse> {
      const form = loginFormSchema.safeParse(request);
      if (!form.success) {
        const fields = Object.fromEntries(form.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
        throw new AppError('VALIDATION_FAILED', 'The sign-in form is not complete', fields);
      }
      const clientId = client.configuration.id;
      const candidate = await repository.findLoginCandidate(clientId, normalizeUsername(form.data.username));
      const passwordMatches = candidate?.passwordHash
        ? await verifyPassword(candidate.passwordHash, form.data.password)
        : await verifyAgainstDecoy(form.data.password);
      if (!candidate || !passwordMatches) throw invalidCredentials();

      const now = clock.now();
      const sessionId = randomUUID();
      const refreshToken = request.issueRefreshToken === false ? null : randomBytes(32).toString('base64url');
      await repository.openSession({
        id: sessionId,
        clientId,
        memberId: candidate.id,
        loginType: PASSWORD_LOGIN,
        now,
        refreshToken:
          refreshToken === null
            ? null
            : { hash: hashOpaqueToken(refreshToken), expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_SECONDS * 1000) },
      });
      const access = await issueAccessToken(
        keys,
        { memberId: candidate.id, clientId, sessionId, permissions: MEMBER_PERMISSIONS, loginType: PASSWORD_LOGIN },
        now,
        ACCESS_TOKEN_LIFETIME_SECONDS,
      );
      return { memberId: candidate.id, jwt: access.token, refreshToken, mfaType: null };
    },

    /** A verified token of this client whose session is neither revoked nor idle too long. */
    async authenticate(token: string, client: ClientRecord): Promise<AccessClaims> {
      const now = clock.now();
      const claims = await verifyAccessToken(keys, token, now);
      if (claims.clientId !== client.configuration.id) throw new AppError('UNAUTHENTICATED', 'The access token belongs to another client');
      const session = await repository.findSession(claims.sessionId);
      if (!session || session.revokedAt || session.memberId !== claims.memberId) {
        throw new AppError('SESSION_EXPIRED', 'The session has ended');
      }
      if (isSessionIdle(session.lastSeenAt, now)) {
        await repository.revokeSession(claims.sessionId, 'idle', now);
        throw new AppError('SESSION_EXPIRED', 'The session ended after inactivity');
      }
      if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
        await repository.touchSession(claims.sessionId, now);
      }
      return claims;
    },

    async logout(claims: AccessClaims): Promise<void> {
      await repository.revokeSession(claims.sessionId, 'logout', clock.now());
    },
  };
}

export type MemberSessionService = ReturnType<typeof createMemberSessionService>;
