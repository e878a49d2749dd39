import type { MemberIdentity } from '@portal/contract';
import { RESET_LINK_LIFETIME_MS, maskEmail, matchesIdentity, newPasswordSchema, normalizeUsername } from '@portal/domain';
import type { Database } from '../../db/database';
import { coverageEnded, type MemberDirectory } from '../../core/member-directory';
import type { MemberSessions } from '../../core/member-sessions';
import { randomToken, type OneTimeCodes } from '../../core/one-time-codes';
import type { RememberTokens } from '../../core/remember-tokens';
import { AppError, validationError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import type { MessageDelivery } from '../../messaging/delivery';
import type { RecoveryRepository } from './recovery.repository';

export interface RecoveryDependencies {
  readonly db: Database;
  readonly repository: RecoveryRepository;
  readonly directory: MemberDirectory;
  readonly codes: OneTimeCodes;
  readonly delivery: MessageDelivery;
  readonly sessions: MemberSessions;
  readonly remember: RememberTokens;
  readonly clock: Clock;
  /** The portal's public address: reset links are built on it, never on a request's Host. */
  readonly publicUrl: string;
}

const invalidLink = (): AppError => new AppError('INVALID_RESET_LINK', 'This reset link is not valid any more. Please ask for a new one.');

export function createRecoveryService(deps: RecoveryDependencies) {
  const { db, repository, directory, codes, delivery, sessions, remember, clock, publicUrl } = deps;

  /** The registered member the details describe (spec 000 section 8: not found; unregistered). */
  async function registeredMember(client: ClientRecord, identity: MemberIdentity) {
    const member = await directory.findByMemberNumber(client.configuration.id, identity.clientMemberId.trim());
    if (!member || !matchesIdentity(member, identity))
      throw new AppError('MEMBER_NOT_FOUND', 'We could not find a member with these details');
    // Registered by single sign-on: no username, and no password to reset; the plan's site signs them in.
    if (member.registeredAt && member.registeredBySso && !member.passwordHash)
      throw new AppError('SIGNS_IN_WITH_SSO', 'This member signs in through the health plan');
    if (!member.registeredAt || !member.username) {
      // Telling a member whose coverage is over to register first would send them in a loop.
      const window = await directory.registrationWindowOf({ memberId: member.id, clientId: member.clientId }, client);
      if (window.state === 'closed' && window.endedOn) throw coverageEnded(window.endedOn);
      throw new AppError('MEMBER_NOT_REGISTERED', 'This member has not registered yet');
    }
    return member;
  }

  return {
    async findUsername(client: ClientRecord, identity: MemberIdentity): Promise<string> {
      return (await registeredMember(client, identity)).username!;
    },

    /** E-mails a link that works once, for 30 minutes; asking again voids the previous link. */
    async requestReset(client: ClientRecord, identity: MemberIdentity): Promise<string> {
      const member = await registeredMember(client, identity);
      const email = await directory.primaryEmail({ memberId: member.id, clientId: member.clientId });
      if (!email) throw new AppError('DELIVERY_UNAVAILABLE', 'There is no e-mail address to send the link to');
      if (!delivery.canDeliver('EMAIL')) throw new AppError('DELIVERY_UNAVAILABLE', 'E-mail cannot be sent right now');
      const token = randomToken();
      const link = `${publicUrl}/reset-password?${new URLSearchParams({ username: member.username!, token }).toString()}`;
      await db.transaction(async (tx) => {
        await codes.issue(
          tx,
          {
            clientId: member.clientId,
            memberId: member.id,
            purpose: 'PASSWORD_RESET',
            subject: String(member.id),
            channel: 'EMAIL',
            destination: email,
            lifetimeMs: RESET_LINK_LIFETIME_MS,
          },
          token,
        );
        await delivery.queuePasswordReset(tx, {
          clientId: member.clientId,
          memberId: member.id,
          destination: email,
          languageCd: member.preferredLanguageCd,
          programme: client.configuration.title,
          link,
        });
      });
      delivery.sendSoon();
      return maskEmail(email);
    },

    /** Whether a reset link still works, so its page can say at once when it does not; nothing is used up. */
    async isResetLinkUsable(client: ClientRecord, username: string, token: string): Promise<boolean> {
      const member = await directory.findByUsername(client.configuration.id, normalizeUsername(username));
      if (!member) return false;
      return codes.isUsable(db, 'PASSWORD_RESET', String(member.id), { memberId: member.id, clientId: member.clientId }, token);
    },

    /** Sets the new password; every session ends and remembered devices must verify again. */
    async resetPassword(client: ClientRecord, username: string, token: string, newPassword: string): Promise<void> {
      if (!newPasswordSchema.safeParse(newPassword).success) throw validationError({ newPassword: 'validation.passwordRules' });
      const member = await directory.findByUsername(client.configuration.id, normalizeUsername(username));
      if (!member) throw invalidLink();
      const owner = { memberId: member.id, clientId: member.clientId };
      const passwordHash = await hashPassword(newPassword);
      const changed = await db.transaction(async (tx) => {
        if (!(await codes.consume(tx, 'PASSWORD_RESET', String(member.id), owner, token))) return false;
        await repository.setPassword(tx, owner, passwordHash, clock.now());
        await sessions.revokeAllForMember(tx, owner, 'password-reset');
        await remember.revokeAll(tx, owner);
        return true;
      });
      if (!changed) throw invalidLink();
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
