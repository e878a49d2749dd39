import type { CodeSent, CommunicationPreferences, LanguageCode, PhoneType, SsoContactInfo } from '@portal/contract';
import { REGISTRATION_LIFETIME_MS, isValidEmail, lookUpPhoneNumber, maskEmail, maskPhone } from '@portal/domain';
import type { MemberDirectory } from '../../core/member-directory';
import type { MfaCodes } from '../../core/mfa-codes';
import { MEMBER_PERMISSIONS, type MemberSessions } from '../../core/member-sessions';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError, validationError } from '../../lib/app-error';
import { hasFeature, type ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { SsoRegistrationRepository } from './sso-registration.repository';

export type SsoCodeChannel = 'EMAIL' | 'SMS' | 'VOICE';

interface ContactPhone {
  readonly number: string;
  readonly type: PhoneType;
}

/** The contacts SSO registration may send a code to and keeps, unmasked (never leaves the server). */
export interface SsoContacts {
  readonly email: string | null;
  readonly phone: ContactPhone | null;
  readonly smsPhone: ContactPhone | null;
}

export interface SsoRegistrationDependencies {
  readonly repository: SsoRegistrationRepository;
  readonly directory: MemberDirectory;
  readonly codes: MfaCodes;
  readonly sessions: MemberSessions;
  readonly clock: Clock;
}

function usablePhone(raw: string | null, type: PhoneType): ContactPhone | null {
  if (!raw) return null;
  const lookup = lookUpPhoneNumber(raw, type);
  return lookup.isValid ? { number: lookup.contactNumber, type } : null;
}

/**
 * Spec 000's SSO contact info. The provider's contacts are the newest the plan knows, so they
 * come first, the roster's after. A provider's number is taken for a cell phone (it is the one
 * the member signs in with); a roster number can take texts only when the roster says cell.
 */
export function ssoContactsOf(
  roster: { rosterEmail: string | null; rosterPhone: string | null; rosterPhoneType: PhoneType | null },
  provider: { email: string | null; phone: string | null } | undefined,
): SsoContacts {
  const providerEmail = provider?.email?.trim().toLowerCase() ?? '';
  const rosterEmail = roster.rosterEmail?.trim().toLowerCase() ?? '';
  const email = isValidEmail(providerEmail) ? providerEmail : isValidEmail(rosterEmail) ? rosterEmail : null;
  const providerPhone = usablePhone(provider?.phone ?? null, 'cell');
  const rosterPhone = roster.rosterPhoneType ? usablePhone(roster.rosterPhone, roster.rosterPhoneType) : null;
  const textable = [providerPhone, rosterPhone].find((phone) => phone !== null && lookUpPhoneNumber(phone.number, phone.type).isSmsCapable);
  return { email, phone: providerPhone ?? rosterPhone, smsPhone: textable ?? null };
}

export function maskedContactInfo(contacts: SsoContacts): SsoContactInfo {
  return {
    primaryEmail: contacts.email ? maskEmail(contacts.email) : null,
    primaryPhone: contacts.phone ? maskPhone(contacts.phone.number) : null,
    primarySmsPhone: contacts.smsPhone ? maskPhone(contacts.smsPhone.number) : null,
  };
}

function destinationFor(contacts: SsoContacts, channel: SsoCodeChannel): string | null {
  if (channel === 'EMAIL') return contacts.email;
  return (channel === 'SMS' ? contacts.smsPhone : contacts.phone)?.number ?? null;
}

/** The phones kept at registration: the primary one, and the one for texts when it differs (one per type). */
function phonesToKeep(contacts: SsoContacts): { type: PhoneType; number: string; primary: boolean; smsCapable: boolean }[] {
  const kept = [contacts.phone, contacts.smsPhone]
    .filter((phone): phone is ContactPhone => phone !== null)
    .filter((phone, index, all) => all.findIndex((other) => other.type === phone.type) === index);
  return kept.map((phone, index) => ({
    type: phone.type,
    number: phone.number,
    primary: index === 0,
    smsCapable: lookUpPhoneNumber(phone.number, phone.type).isSmsCapable,
  }));
}

/** Spec 000: text messages only under SMS_OPT_IN and with the member's opt-in. */
function allowedPreferences(
  requested: CommunicationPreferences,
  smsOptIn: boolean,
  textsOffered: boolean,
): { preferences: CommunicationPreferences; smsOptIn: boolean } {
  const texts = textsOffered && smsOptIn;
  const sms = texts && requested.sms;
  const preferredMethod = requested.preferredMethod === 'SMS' && !sms ? (requested.email ? 'EMAIL' : 'MAIL') : requested.preferredMethod;
  return { preferences: { ...requested, sms, preferredMethod }, smsOptIn: texts };
}

/**
 * Registration after a single sign-on: the identity is already proven by the provider, so
 * the member only chooses preferences and proves one contact the plan has on file with a
 * code; the account has no username or password of its own.
 */
export function createSsoRegistrationService({ repository, directory, codes, sessions, clock }: SsoRegistrationDependencies) {
  async function unregisteredMember(client: ClientRecord, claims: AccessClaims) {
    const member = await directory.findById({ memberId: claims.memberId, clientId: client.configuration.id });
    if (!member) throw new AppError('UNAUTHENTICATED', 'The signed-in member is not on the roster');
    if (member.registeredAt) throw new AppError('ALREADY_REGISTERED', 'This member is already registered');
    return member;
  }

  async function contactsOf(client: ClientRecord, member: Awaited<ReturnType<typeof unregisteredMember>>): Promise<SsoContacts> {
    return ssoContactsOf(member, await repository.latestProviderContacts(client.configuration.id, member.id));
  }

  /** The session's registration, open and with its code sent. */
  async function openRegistrationOf(claims: AccessClaims) {
    const registration = await repository.findRegistration(claims.sessionId, claims);
    const open =
      registration && !registration.completedAt && registration.expiresAt > clock.now() && registration.memberId === claims.memberId;
    if (!open || !registration.channel || !registration.destination) throw validationError({ totp: 'validation.code' });
    return registration;
  }

  return {
    async registrationInfo(client: ClientRecord, claims: AccessClaims): Promise<{ firstName: string; ssoContactInfo: SsoContactInfo }> {
      const member = await unregisteredMember(client, claims);
      return { firstName: member.firstName, ssoContactInfo: maskedContactInfo(await contactsOf(client, member)) };
    },

    /** Sends the code to the contact on file for the channel; the browser never names an address. */
    async requestCode(
      client: ClientRecord,
      claims: AccessClaims,
      channel: SsoCodeChannel,
      pageLanguage: LanguageCode | null,
    ): Promise<CodeSent> {
      const member = await unregisteredMember(client, claims);
      const destination = destinationFor(await contactsOf(client, member), channel);
      if (!destination) throw validationError({ mfaPreference: 'validation.invalid' });
      const now = clock.now();
      await repository.openRegistration({
        id: claims.sessionId,
        clientId: client.configuration.id,
        memberId: member.id,
        channel,
        destination,
        expiresAt: new Date(now.getTime() + REGISTRATION_LIFETIME_MS),
        now,
      });
      const target = {
        clientId: client.configuration.id,
        memberId: member.id,
        programme: client.configuration.title,
        languageCd: member.preferredLanguageCd ?? pageLanguage,
        purpose: 'SSO_REGISTRATION' as const,
        subject: claims.sessionId,
      };
      return { channel, maskedDestination: await codes.send(target, channel, destination), totpSetup: null };
    },

    async verifyCode(claims: AccessClaims, code: string): Promise<void> {
      const registration = await openRegistrationOf(claims);
      await codes.verify({
        memberId: claims.memberId,
        clientId: claims.clientId,
        purpose: 'SSO_REGISTRATION',
        subject: registration.id,
        code,
        totpSecret: null,
      });
      await repository.markVerified(registration.id, clock.now());
    },

    /** Registers the member of a verified SSO registration and turns the session into a full one. */
    async register(
      client: ClientRecord,
      claims: AccessClaims,
      request: { communicationPreferences: CommunicationPreferences; smsOptIn: boolean },
    ): Promise<{ memberId: number; jwt: string; refreshToken: string | null }> {
      const member = await unregisteredMember(client, claims);
      const registration = await openRegistrationOf(claims);
      if (!registration.verifiedAt) throw validationError({ totp: 'validation.code' });
      const contacts = await contactsOf(client, member);
      const allowed = allowedPreferences(request.communicationPreferences, request.smsOptIn, hasFeature(client, 'SMS_OPT_IN'));
      const registered = await repository.registerBySso(registration.id, {
        memberId: member.id,
        clientId: client.configuration.id,
        communicationPreferences: allowed.preferences,
        smsOptIn: allowed.smsOptIn,
        email: contacts.email
          ? { address: contacts.email, verified: registration.channel === 'EMAIL' && registration.destination === contacts.email }
          : null,
        phones: phonesToKeep(contacts),
        now: clock.now(),
      });
      if (!registered) throw new AppError('ALREADY_REGISTERED', 'This member is already registered');
      const session = await sessions.complete(claims, MEMBER_PERMISSIONS, true);
      return { memberId: member.id, jwt: session.jwt, refreshToken: session.refreshToken };
    },
  };
}

export type SsoRegistrationService = ReturnType<typeof createSsoRegistrationService>;
