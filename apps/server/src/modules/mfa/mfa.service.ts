import type { FastifyBaseLogger } from 'fastify';
import { needsMfaVerification, PERMISSIONS, type CodeSent, type MfaPreference, type MfaSettings, type MfaType } from '@portal/contract';
import { ELEVATED_ROLE_LIFETIME_SECONDS } from '@portal/domain';
import type { MemberKey } from '../../db/member-owned';
import type { Database } from '../../db/database';
import type { MemberSessions } from '../../core/member-sessions';
import { MEMBER_PERMISSIONS } from '../../core/member-sessions';
import { maskDestination, type MfaCodes } from '../../core/mfa-codes';
import { destinationFor, type MfaProfile, type MfaProfiles } from '../../core/mfa-profile';
import type { RememberTokens } from '../../core/remember-tokens';
import { issueElevatedToken, type AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { SigningKeys } from '../../lib/signing-keys';
import { createTotpEnrolment } from '../../lib/totp';
import type { MfaRepository } from './mfa.repository';
import type { RecoveryCodes } from './recovery-codes';

export interface MfaDependencies {
  readonly db: Database;
  readonly repository: MfaRepository;
  readonly profiles: MfaProfiles;
  readonly codes: MfaCodes;
  readonly sessions: MemberSessions;
  readonly remember: RememberTokens;
  readonly secretBox: SecretBox;
  readonly keys: SigningKeys;
  readonly clock: Clock;
  readonly recoveryCodes: RecoveryCodes;
  readonly log: FastifyBaseLogger;
}

/** The channel a pre-MFA token asks for (`mfa_verification_required::SMS`), else the member's. */
function pendingChannel(claims: AccessClaims, profile: MfaProfile): MfaType | null {
  const named = claims.permissions.find((permission) => permission.startsWith(`${PERMISSIONS.mfaVerificationRequired}::`));
  return (named?.split('::')[1] as MfaType | undefined) ?? profile.mfaType;
}

function settingsOf(profile: MfaProfile, recoveryCodesLeft: number): MfaSettings {
  const masked = (channel: Exclude<MfaType, 'TOTP'>): string | null => {
    const destination = destinationFor(profile, channel);
    return destination ? maskDestination(channel, destination) : null;
  };
  return {
    mfaEnrolled: profile.mfaEnrolled,
    mfaType: profile.mfaEnrolled ? profile.mfaType : null,
    destinations: { EMAIL: masked('EMAIL'), SMS: masked('SMS'), VOICE: masked('VOICE') },
    pendingMfaType: profile.pendingMfaType,
    recoveryCodesLeft,
  };
}

export function createMfaService(deps: MfaDependencies) {
  const { db, repository, profiles, codes, sessions, remember, secretBox, keys, clock, recoveryCodes, log } = deps;

  async function profileOf(member: MemberKey): Promise<MfaProfile> {
    const profile = await profiles.load(member);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'The signed-in member no longer exists');
    return profile;
  }

  async function currentSettings(member: MemberKey): Promise<MfaSettings> {
    return settingsOf(await profileOf(member), await recoveryCodes.left(member));
  }

  function assertElevated(member: AccessClaims): void {
    if (!member.permissions.includes(PERMISSIONS.manageSecurity))
      throw new AppError('ELEVATION_REQUIRED', 'Confirm it is you with a code first');
  }

  /** Sends a code for `purpose` by `channel`, or, for an authenticator app, nothing. */
  async function sendCode(
    client: ClientRecord,
    profile: MfaProfile,
    channel: MfaType,
    purpose: 'MFA_LOGIN' | 'MFA_ELEVATED' | 'MFA_ENROLMENT',
    subject: string,
  ): Promise<CodeSent> {
    if (channel === 'TOTP') return { channel, maskedDestination: null, totpSetup: null };
    const destination = destinationFor(profile, channel);
    if (!destination)
      throw new AppError('VALIDATION_FAILED', `There is no contact to send a code by ${channel}`, { mfaPreference: 'validation.invalid' });
    const target = {
      clientId: client.configuration.id,
      memberId: profile.memberId,
      programme: client.configuration.title,
      languageCd: profile.languageCd,
      purpose,
      subject,
    };
    return { channel, maskedDestination: await codes.send(target, channel, destination), totpSetup: null };
  }

  return {
    async requestLoginCode(client: ClientRecord, pending: AccessClaims): Promise<CodeSent> {
      const profile = await profileOf(pending);
      const channel = pendingChannel(pending, profile);
      if (!channel) throw new AppError('FORBIDDEN', 'This member has no MFA channel');
      return sendCode(client, profile, channel, 'MFA_LOGIN', pending.sessionId);
    },

    /** The sign-in code: the session becomes complete and the device gets a remember token. */
    async verifyLoginCode(pending: AccessClaims, code: string, issueRefreshToken: boolean) {
      const profile = await profileOf(pending);
      const channel = pendingChannel(pending, profile);
      await codes.verify({
        memberId: pending.memberId,
        clientId: pending.clientId,
        purpose: 'MFA_LOGIN',
        subject: pending.sessionId,
        code,
        totpSecret: channel === 'TOTP' ? profile.totpSecret : null,
      });
      const session = await sessions.complete(pending, MEMBER_PERMISSIONS, issueRefreshToken);
      const rememberToken = await remember.issue(db, pending);
      return { jwt: session.jwt, refreshToken: session.refreshToken, rememberToken };
    },

    /** Elevation asks the member's MFA channel, or, with MFA off, their e-mail. */
    async requestElevatedCode(client: ClientRecord, member: AccessClaims): Promise<CodeSent> {
      const profile = await profileOf(member);
      const channel = profile.mfaEnrolled && profile.mfaType ? profile.mfaType : 'EMAIL';
      return sendCode(client, profile, channel, 'MFA_ELEVATED', member.sessionId);
    },

    async verifyElevatedCode(member: AccessClaims, code: string): Promise<string> {
      const profile = await profileOf(member);
      const totp = profile.mfaEnrolled && profile.mfaType === 'TOTP';
      await codes.verify({
        memberId: member.memberId,
        clientId: member.clientId,
        purpose: 'MFA_ELEVATED',
        subject: member.sessionId,
        code,
        totpSecret: totp ? profile.totpSecret : null,
      });
      const elevated = await issueElevatedToken(keys, member, [PERMISSIONS.manageSecurity], clock.now(), ELEVATED_ROLE_LIFETIME_SECONDS);
      return elevated.token;
    },

    /**
     * A recovery code in place of the sign-in code: it counts against the same limit as codes,
     * is spent once, and is recorded (never the code itself). The device is not remembered: a
     * member using one has likely lost their usual way of getting codes.
     */
    async verifyRecoveryCode(pending: AccessClaims, typed: string) {
      // A session past the second step has no use for one; it could only spend the member's codes.
      if (!needsMfaVerification(pending.permissions)) throw new AppError('FORBIDDEN', 'This session has passed the second step');
      await codes.attempt(pending.memberId, () => recoveryCodes.use(pending, typed));
      const session = await sessions.complete(pending, MEMBER_PERMISSIONS, true);
      const recoveryCodesLeft = await recoveryCodes.left(pending);
      log.info({ memberId: pending.memberId, clientId: pending.clientId, recoveryCodesLeft }, 'A recovery code completed a sign-in');
      return { jwt: session.jwt, refreshToken: session.refreshToken, recoveryCodesLeft };
    },

    /** A new set of recovery codes in place of the old; like any change to MFA, after a code. */
    async regenerateRecoveryCodes(member: AccessClaims) {
      assertElevated(member);
      const profile = await profileOf(member);
      if (!profile.mfaEnrolled) throw new AppError('FORBIDDEN', 'Recovery codes belong to two-step verification, which is off');
      const codesShown = await db.transaction((tx) => recoveryCodes.replace(tx, member));
      return { recoveryCodes: codesShown, settings: await currentSettings(member) };
    },

    async settings(member: AccessClaims): Promise<MfaSettings> {
      return currentSettings(member);
    },

    /**
     * Chooses a channel (confirmed later by its code) or NONE. Once MFA is on, any change
     * needs an elevated-role token: a stolen session alone cannot turn MFA off or redirect it.
     */
    async updatePreference(client: ClientRecord, member: AccessClaims, preference: MfaPreference) {
      const profile = await profileOf(member);
      if (profile.mfaEnrolled) assertElevated(member);
      if (preference === 'NONE') {
        await db.transaction(async (tx) => {
          await repository.setEnrolment(tx, member, null, null);
          await remember.revokeAll(tx, member);
          await recoveryCodes.remove(tx, member);
        });
        return { settings: await currentSettings(member), codeSent: null };
      }
      if (preference === 'TOTP') {
        const enrolment = await createTotpEnrolment(client.configuration.title, `${client.configuration.abbreviation}:${member.memberId}`);
        await repository.setPending(member, 'TOTP', secretBox.seal(enrolment.secret));
        const codeSent = { channel: 'TOTP' as const, maskedDestination: null, totpSetup: enrolment };
        return { settings: await currentSettings(member), codeSent };
      }
      const codeSent = await sendCode(client, profile, preference, 'MFA_ENROLMENT', String(member.memberId));
      await repository.setPending(member, preference, null);
      return { settings: await currentSettings(member), codeSent };
    },

    /**
     * The code of the chosen channel turns MFA on with it; remembered devices must verify again.
     * Turning MFA on (not moving it to another channel) makes the member's recovery codes.
     */
    async confirmEnrolment(member: AccessClaims, code: string) {
      const profile = await profileOf(member);
      const pending = profile.pendingMfaType;
      if (!pending) throw new AppError('VALIDATION_FAILED', 'No channel is waiting for a code', { totp: 'validation.code' });
      await codes.verify({
        memberId: member.memberId,
        clientId: member.clientId,
        purpose: 'MFA_ENROLMENT',
        subject: String(member.memberId),
        code,
        totpSecret: pending === 'TOTP' ? profile.pendingTotpSecret : null,
      });
      const codesShown = await db.transaction(async (tx) => {
        await repository.setEnrolment(
          tx,
          member,
          pending,
          pending === 'TOTP' && profile.pendingTotpSecret ? secretBox.seal(profile.pendingTotpSecret) : null,
        );
        await remember.revokeAll(tx, member);
        return profile.mfaEnrolled ? null : recoveryCodes.replace(tx, member);
      });
      return { ...(await currentSettings(member)), recoveryCodes: codesShown };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
