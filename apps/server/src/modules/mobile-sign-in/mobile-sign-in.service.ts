import { randomInt } from 'node:crypto';
import {
  DEVICE_POLL_INTERVAL_SECONDS,
  USER_CODE_ALPHABET,
  USER_CODE_ATTEMPT_WINDOW_MS,
  USER_CODE_LENGTH,
  USER_CODE_LIFETIME_MS,
  USER_CODE_MAX_ATTEMPTS_PER_ADDRESS,
  USER_CODE_MAX_ATTEMPTS_PER_MEMBER,
  isWellFormedUserCode,
  normalizeUserCode,
} from '@portal/domain';
import type { AttemptLimiter } from '../../core/attempt-limits';
import { MEMBER_PERMISSIONS, hashOpaqueToken, type MemberSessions } from '../../core/member-sessions';
import { randomToken } from '../../core/one-time-codes';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { MobileSignInRepository } from './mobile-sign-in.repository';

export interface MobileSignInDependencies {
  readonly repository: MobileSignInRepository;
  readonly sessions: MemberSessions;
  readonly limiter: AttemptLimiter;
  readonly clock: Clock;
  readonly publicUrl: string;
}

const WINDOW = USER_CODE_ATTEMPT_WINDOW_MS;
const invalidCode = (): AppError => new AppError('INVALID_AUTHORIZATION_CODE', 'Invalid authorization code');

export function randomUserCode(): string {
  return Array.from({ length: USER_CODE_LENGTH }, () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)]).join('');
}

/**
 * The mobile app signs in through the web, in the manner of RFC 8628: the app shows a short
 * code, the signed-in member types it on the web, the app's polling then yields its tokens.
 */
export function createMobileSignInService({ repository, sessions, limiter, clock, publicUrl }: MobileSignInDependencies) {
  return {
    async start(client: ClientRecord) {
      const now = clock.now();
      let userCode = randomUserCode();
      // Codes are short: a clash with a live one (rare) draws again.
      while (await repository.userCodeInUse(client.configuration.id, hashOpaqueToken(userCode), now)) userCode = randomUserCode();
      const deviceCode = randomToken();
      await repository.create({
        clientId: client.configuration.id,
        deviceCodeHash: hashOpaqueToken(deviceCode),
        userCodeHash: hashOpaqueToken(userCode),
        now,
        expiresAt: new Date(now.getTime() + USER_CODE_LIFETIME_MS),
      });
      return {
        deviceCode,
        userCode,
        verificationUri: `${publicUrl}/mobile-sign-in`,
        expiresIn: USER_CODE_LIFETIME_MS / 1000,
        interval: DEVICE_POLL_INTERVAL_SECONDS,
      };
    },

    /**
     * The member approves the app showing the code; entries are capped per member and per address.
     * Every entry counts for the whole window and a success clears nothing: a member approving a
     * code of their own must not buy a stolen session a fresh set of guesses.
     */
    async approve(client: ClientRecord, member: AccessClaims, typed: string, address: string): Promise<void> {
      const code = normalizeUserCode(typed);
      if (code === '') throw new AppError('AUTHORIZATION_CODE_REQUIRED', 'Authorization code required');
      const memberKey = `user-code:member:${member.memberId}`;
      const memberAdmitted = await limiter.admit(memberKey, { max: USER_CODE_MAX_ATTEMPTS_PER_MEMBER, lockMs: WINDOW });
      const addressAdmitted = await limiter.admit(`user-code:address:${address}`, {
        max: USER_CODE_MAX_ATTEMPTS_PER_ADDRESS,
        lockMs: WINDOW,
      });
      if (!memberAdmitted || !addressAdmitted) throw new AppError('RATE_LIMITED', 'Too many attempts; please wait before trying again');
      if (!isWellFormedUserCode(code)) throw invalidCode();
      const approved = await repository.approve(client.configuration.id, hashOpaqueToken(code), member.memberId, clock.now());
      if (!approved) throw invalidCode();
    },

    async poll(client: ClientRecord, deviceCode: string) {
      const now = clock.now();
      const request = await repository.findByDeviceCode(client.configuration.id, hashOpaqueToken(deviceCode));
      if (!request || request.expiresAt <= now || request.consumedAt)
        throw new AppError('EXPIRED_TOKEN', 'The code has expired; start again');
      const tooSoon = request.lastPolledAt && now.getTime() - request.lastPolledAt.getTime() < DEVICE_POLL_INTERVAL_SECONDS * 1000;
      await repository.recordPoll(request.id, now);
      if (tooSoon) throw new AppError('SLOW_DOWN', `Poll at most every ${DEVICE_POLL_INTERVAL_SECONDS} seconds`);
      if (!request.approvedAt || !request.approvedByMemberId)
        throw new AppError('AUTHORIZATION_PENDING', 'The member has not entered the code yet');
      if (!(await repository.consume(request.id, now))) throw new AppError('EXPIRED_TOKEN', 'The code has already been used');
      const session = await sessions.open({
        clientId: client.configuration.id,
        memberId: request.approvedByMemberId,
        loginType: 'MOBILE_CODE',
        permissions: MEMBER_PERMISSIONS,
        issueRefreshToken: true,
        recordsLogin: true,
      });
      return { memberId: request.approvedByMemberId, jwt: session.jwt, refreshToken: session.refreshToken! };
    },
  };
}

export type MobileSignInService = ReturnType<typeof createMobileSignInService>;
