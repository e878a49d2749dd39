import { randomUUID } from 'node:crypto';
import {
  type CodeSent,
  type EligibilityQuery,
  type EligibilityResponse,
  type LanguageCode,
  type PhoneNumberLookup,
  type PhoneType,
  type RegisterRequest,
} from '@portal/contract';
import {
  REGISTRATION_LIFETIME_MS,
  contactInfoFormSchema,
  credentialsFormSchema,
  fieldProblems,
  guardianOnRecord,
  isAdult,
  isValidEmail,
  isValidPhoneNumber,
  lookUpPhoneNumber,
  maskEmail,
  maskPhone,
  matchesIdentity,
  normalizeUsername,
  phoneDigits,
  todayIn,
  type PersonOnRecord,
} from '@portal/domain';
import { coverageEnded, type MemberDirectory, type MemberRecord } from '../../core/member-directory';
import type { MfaCodes } from '../../core/mfa-codes';
import { MEMBER_PERMISSIONS, type MemberSessions } from '../../core/member-sessions';
import type { RememberTokens } from '../../core/remember-tokens';
import { issueRegistrationToken, type RegistrationClaims } from '../../lib/access-tokens';
import { AppError, validationError } from '../../lib/app-error';
import { hasFeature, type ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import type { SigningKeys } from '../../lib/signing-keys';
import { createTotpEnrolment } from '../../lib/totp';
import type { Database } from '../../db/database';
import { UsernameTakenError, type RegistrationRepository } from './registration.repository';
import { rosterContactOf } from './roster-contact';

export interface RegistrationDependencies {
  readonly db: Database;
  readonly repository: RegistrationRepository;
  readonly directory: MemberDirectory;
  readonly codes: MfaCodes;
  readonly sessions: MemberSessions;
  readonly remember: RememberTokens;
  readonly secretBox: SecretBox;
  readonly keys: SigningKeys;
  readonly clock: Clock;
}

export interface RosterAccount {
  readonly clientMemberId: string;
  readonly username: string;
  readonly password: string;
  readonly preferredLanguageCd: LanguageCode;
}

const memberNotFound = (): AppError => new AppError('MEMBER_NOT_FOUND', 'We could not find a member with these details');
const guardianRequired = (): AppError => new AppError('GUARDIAN_REQUIRED', 'Members under 18 are registered by a legal guardian');

export function toPhoneLookup(number: string, type: PhoneType): PhoneNumberLookup {
  const lookup = lookUpPhoneNumber(number, type);
  return {
    contactNumber: lookup.contactNumber,
    type,
    isValid: lookup.isValid,
    isSmsCapable: lookup.isSmsCapable,
    phoneTypeJson: JSON.stringify({ source: lookup.source, lineType: type === 'cell' ? 'mobile' : 'landline' }),
  };
}

export function createRegistrationService(deps: RegistrationDependencies) {
  const { db, repository, directory, codes, sessions, remember, secretBox, keys, clock } = deps;

  async function openRegistrationOf(claims: RegistrationClaims) {
    const registration = await repository.findRegistration(claims.registrationId, claims);
    const open =
      registration && !registration.completedAt && registration.expiresAt > clock.now() && registration.memberId === claims.memberId;
    if (!open) throw new AppError('REGISTRATION_EXPIRED', 'The registration has expired; please start again');
    return registration;
  }

  /**
   * Decision 0026: a declared guardian must be an adult the roster names for the member (the
   * subscriber, or the guardian of the member's roster row); a minor must have one. Answers the
   * guardian as the roster spells them, or null for an adult registering themselves.
   */
  async function guardianOf(
    client: ClientRecord,
    member: MemberRecord,
    declared: PersonOnRecord | null,
    today: string,
  ): Promise<PersonOnRecord | null> {
    const minor = !isAdult(member.dob, today);
    if (!declared) {
      if (minor) throw guardianRequired();
      return null;
    }
    if (minor && !hasFeature(client, 'GUARDIANSHIP')) throw guardianRequired();
    if (!isAdult(declared.dob, today)) throw validationError({ guardianDob: 'validation.guardianAdult' });
    const subscriber = member.subscriberId
      ? await directory.findById({ memberId: member.subscriberId, clientId: member.clientId })
      : undefined;
    const { rosterGuardianFirstName: firstName, rosterGuardianLastName: lastName, rosterGuardianDob: dob } = member;
    const named = firstName && lastName && dob ? { firstName, lastName, dob } : null;
    const matched = guardianOnRecord(declared, [subscriber ?? null, named]);
    if (!matched) {
      throw new AppError('GUARDIAN_NOT_ON_RECORD', "The guardian is not one the plan's records name for this member");
    }
    return { firstName: matched.firstName, lastName: matched.lastName, dob: matched.dob };
  }

  async function rosterMember(client: ClientRecord, memberId: number) {
    const member = await directory.findById({ memberId, clientId: client.configuration.id });
    if (!member) throw new AppError('REGISTRATION_EXPIRED', 'The registration is not valid');
    return member;
  }

  return {
    /**
     * The eligibility check (spec 000 sections 4 and 8): the roster member described by the
     * names, birth date and member number, not registered, covered now, and 18 or over
     * unless a legal guardian registers them. Opens a registration for them.
     */
    async checkEligibility(client: ClientRecord, query: EligibilityQuery): Promise<EligibilityResponse> {
      const clientId = client.configuration.id;
      const member = await directory.findByMemberNumber(clientId, query.clientMemberId.trim());
      if (!member || !matchesIdentity(member, query)) throw memberNotFound();
      if (member.registeredAt) throw new AppError('ALREADY_REGISTERED', 'This member is already registered');
      const window = await directory.registrationWindowOf({ memberId: member.id, clientId }, client);
      if (window.state === 'closed') throw window.endedOn ? coverageEnded(window.endedOn) : memberNotFound();
      if (window.state === 'not-yet-open') {
        throw new AppError('REGISTRATION_NOT_OPEN', `Registration opens on ${window.opensOn}`, undefined, { opensOn: window.opensOn });
      }
      const today = todayIn(clock.now(), client.timeZone);
      const minor = !isAdult(member.dob, today);
      const { guardianDOB, guardianFirstName, guardianLastName } = query;
      // The spec's call carries only the birth date: without the names the guardian cannot be checked.
      if (guardianDOB && (!guardianFirstName?.trim() || !guardianLastName?.trim())) throw guardianRequired();
      const declared = guardianDOB ? { firstName: guardianFirstName ?? '', lastName: guardianLastName ?? '', dob: guardianDOB } : null;
      await guardianOf(client, member, declared, today);
      const now = clock.now();
      const registrationId = randomUUID();
      await repository.openRegistration({
        id: registrationId,
        clientId,
        memberId: member.id,
        expiresAt: new Date(now.getTime() + REGISTRATION_LIFETIME_MS),
        now,
      });
      const token = await issueRegistrationToken(
        keys,
        { memberId: member.id, clientId, registrationId },
        now,
        REGISTRATION_LIFETIME_MS / 1000,
      );
      const textable = member.rosterPhone && member.rosterPhoneType === 'cell' ? member.rosterPhone : null;
      return {
        token: token.token,
        email: member.rosterEmail ? maskEmail(member.rosterEmail) : null,
        phone: member.rosterPhone ? maskPhone(member.rosterPhone) : null,
        primarySmsPhone: textable ? maskPhone(textable) : null,
        databasePreferredLanguageCd: null,
        mfaType: null,
        guardianRequired: minor,
        // Last, once every check has passed and the registration is open.
        rosterContact: rosterContactOf(member),
      };
    },

    async isUsernameAvailable(client: ClientRecord, username: string): Promise<boolean> {
      return (await directory.findByUsername(client.configuration.id, normalizeUsername(username))) === undefined;
    },

    lookUpPhones(numbers: readonly { contactNumber: string; type: PhoneType }[]): PhoneNumberLookup[] {
      return numbers.map((number) => toPhoneLookup(number.contactNumber, number.type));
    },

    /** Sends the code that proves the chosen channel reaches the member (or sets up an app). */
    async requestCode(
      client: ClientRecord,
      claims: RegistrationClaims,
      request: { mfaPreference: string; destination: string | null },
      pageLanguage: LanguageCode | null,
    ): Promise<CodeSent> {
      const registration = await openRegistrationOf(claims);
      const member = await rosterMember(client, claims.memberId);
      if (request.mfaPreference === 'TOTP') {
        const enrolment = await createTotpEnrolment(
          client.configuration.title,
          `${client.configuration.abbreviation}:${member.clientMemberId}`,
        );
        await repository.chooseChannel(registration.id, 'TOTP', null, secretBox.seal(enrolment.secret));
        return { channel: 'TOTP', maskedDestination: null, totpSetup: enrolment };
      }
      const channel = request.mfaPreference as 'EMAIL' | 'SMS' | 'VOICE';
      const raw = request.destination?.trim() ?? '';
      const valid = channel === 'EMAIL' ? isValidEmail(raw) : isValidPhoneNumber(raw) && lookUpPhoneNumber(raw, 'cell').isValid;
      if (!valid) throw validationError({ destination: channel === 'EMAIL' ? 'validation.email' : 'validation.phoneDigits' });
      const destination = channel === 'EMAIL' ? raw.toLowerCase() : phoneDigits(raw);
      await repository.chooseChannel(registration.id, channel, destination, null);
      const target = {
        clientId: client.configuration.id,
        memberId: member.id,
        programme: client.configuration.title,
        languageCd: member.preferredLanguageCd ?? pageLanguage,
        purpose: 'MFA_REGISTRATION' as const,
        subject: registration.id,
      };
      return { channel, maskedDestination: await codes.send(target, channel, destination), totpSetup: null };
    },

    /** The registration code: the channel is proven, and this device gets a remember token. */
    async verifyCode(claims: RegistrationClaims, code: string): Promise<string> {
      const registration = await openRegistrationOf(claims);
      if (!registration.channel) throw validationError({ totp: 'validation.code' });
      const totpSecret =
        registration.channel === 'TOTP' && registration.totpSecretSealed ? secretBox.open(registration.totpSecretSealed) : null;
      await codes.verify({
        memberId: claims.memberId,
        clientId: claims.clientId,
        purpose: 'MFA_REGISTRATION',
        subject: registration.id,
        code,
        totpSecret,
      });
      return db.transaction(async (tx) => {
        await repository.markVerified(tx, registration.id, clock.now());
        return remember.issue(tx, claims);
      });
    },

    /**
     * Creates the account from the whole draft, checked again here whatever the browser
     * checked: the same member, a free username, the password rules, contacts that include
     * the verified channel's destination. Signs the member in.
     */
    async register(client: ClientRecord, claims: RegistrationClaims, request: RegisterRequest) {
      const registration = await openRegistrationOf(claims);
      const member = await rosterMember(client, claims.memberId);
      if (member.clientMemberId !== request.clientMemberId || !matchesIdentity(member, request)) throw memberNotFound();
      if (!registration.verifiedAt || registration.channel !== request.mfaPreference) throw validationError({ totp: 'validation.code' });
      if (!(await remember.isValid({ memberId: member.id, clientId: member.clientId }, request.rememberToken)))
        throw validationError({ totp: 'validation.code' });
      const guardian = await guardianOf(client, member, request.guardian, todayIn(clock.now(), client.timeZone));
      // The wizard's own schemas, on the body: the first number is the primary one.
      const contact = contactInfoFormSchema.safeParse({
        ...request.contact,
        phones: request.contact.phones.map((phone, index) => ({ ...phone, primary: index === 0 })),
      });
      const credentials = credentialsFormSchema.safeParse({
        username: request.username,
        password: request.password,
        confirmPassword: request.password,
      });
      const problems = {
        ...(contact.success ? {} : fieldProblems(contact.error.issues, 'contact')),
        ...(credentials.success ? {} : fieldProblems(credentials.error.issues)),
      };
      if (!contact.success || !credentials.success) throw validationError(problems);

      const email = request.contact.email.trim().toLowerCase();
      const phones = request.contact.phones.map((phone, index) => ({ ...toPhoneLookup(phone.number, phone.type), primary: index === 0 }));
      const verifiedDestination =
        registration.channel === 'EMAIL' ? email : registration.channel === 'TOTP' ? null : registration.destination;
      const reaches =
        registration.channel === 'TOTP' ||
        (registration.channel === 'EMAIL'
          ? verifiedDestination === registration.destination
          : phones.some((phone) => phone.contactNumber === verifiedDestination));
      if (!reaches) throw validationError({ totp: 'validation.code' });

      const now = clock.now();
      const created = await repository
        .createAccount(registration.id, {
          memberId: member.id,
          clientId: client.configuration.id,
          username: request.username,
          usernameKey: normalizeUsername(request.username),
          passwordHash: await hashPassword(request.password),
          preferredLanguageCd: request.preferredLanguageCd,
          email,
          phones: phones.map((phone) => ({
            type: phone.type,
            number: phone.contactNumber,
            primary: phone.primary,
            smsCapable: phone.isSmsCapable,
          })),
          address: contact.data.address,
          communicationPreferences: { ...request.communicationPreferences, sms: request.smsOptIn && request.communicationPreferences.sms },
          smsOptIn: request.smsOptIn,
          guardian,
          mfa: { type: request.mfaPreference, totpSecretSealed: registration.totpSecretSealed },
          now,
        })
        .catch((error: unknown) => {
          if (error instanceof UsernameTakenError)
            throw new AppError('USERNAME_TAKEN', 'This username is already taken', { username: 'validation.usernameNotTaken' });
          throw error;
        });
      if (!created) throw new AppError('ALREADY_REGISTERED', 'This member is already registered');
      const session = await sessions.open({
        clientId: client.configuration.id,
        memberId: member.id,
        loginType: 'REGISTRATION',
        permissions: MEMBER_PERMISSIONS,
        issueRefreshToken: true,
        recordsLogin: true,
      });
      return { memberId: member.id, jwt: session.jwt, refreshToken: session.refreshToken, rememberToken: request.rememberToken };
    },

    /**
     * Opens an account for a roster member with the contacts the plan has on file, MFA off.
     * Used by operators to set up accounts (the demo plans); members register on the web.
     * Answers false when the member already has an account.
     */
    async registerWithRosterContacts(client: ClientRecord, account: RosterAccount): Promise<boolean> {
      const member = await directory.findByMemberNumber(client.configuration.id, account.clientMemberId);
      if (!member) throw new AppError('NOT_FOUND', `Member ${account.clientMemberId} is not on the roster`);
      if (member.registeredAt) return false;
      const registrationId = randomUUID();
      const now = clock.now();
      await repository.openRegistration({
        id: registrationId,
        clientId: client.configuration.id,
        memberId: member.id,
        expiresAt: now,
        now,
      });
      const roster = rosterContactOf(member);
      return repository.createAccount(registrationId, {
        memberId: member.id,
        clientId: client.configuration.id,
        username: account.username,
        usernameKey: normalizeUsername(account.username),
        passwordHash: await hashPassword(account.password),
        preferredLanguageCd: account.preferredLanguageCd,
        email: roster.email,
        phones: roster.phone ? [{ ...roster.phone, primary: true, smsCapable: roster.phone.type === 'cell' }] : [],
        address: roster.address,
        communicationPreferences: { email: true, sms: false, phone: true, mail: true, preferredMethod: 'EMAIL' },
        smsOptIn: false,
        guardian: null,
        mfa: null,
        now,
      });
    },

    async findMemberId(client: ClientRecord, clientMemberId: string): Promise<number | undefined> {
      return (await directory.findByMemberNumber(client.configuration.id, clientMemberId))?.id;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
