import {
  BRAIN_EXERCISES,
  MAX_DELIVERY_DESTINATIONS,
  PERMISSIONS,
  VALIDATION,
  type CallBody,
  type CommunicationPreferences,
  type createDeliveryDestinationCall,
  type LanguageCode,
  type MailingAddressBody,
  type MEMBER_ACTIVITY_TYPES,
  type PhoneType,
} from '@portal/contract';
import {
  addressFormSchema,
  communicationPreferencesProblems,
  contactInfoChangeSchema,
  fieldProblems,
  normalizeEmailAddress,
  toContactPhoneRecords,
  type ContactPhoneRecord,
  todayIn,
  type FieldProblems,
  type ProgrammeDefinition,
} from '@portal/domain';
import type { HealthActionCompletions } from '../../core/health-action-completions/completions';
import type { MemberDirectory } from '../../core/member-directory';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError, validationError } from '../../lib/app-error';
import { hasFeature, type ClientRecord } from '../../lib/client-record';
import type { Clock } from '../../lib/clock';
import type { ContactChange, MemberAccountRepository } from './member-account.repository';

export interface ContactInfoChange {
  readonly phoneNumbers?: readonly { readonly type: PhoneType; readonly number: string; readonly primary: boolean }[];
  readonly email?: string;
}

type MemberActivityType = (typeof MEMBER_ACTIVITY_TYPES)[number];

function assertValid(problems: FieldProblems): void {
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

/** Refused whatever is sent when the health plan keeps members' addresses itself. */
function assertAddressEditable(client: ClientRecord): void {
  if (hasFeature(client, 'SUPPRESS_MEMBER_EDIT_ADDRESS')) {
    throw new AppError('ADDRESS_EDIT_SUPPRESSED', 'Please call your health plan to change your address');
  }
}

/** The member's own profile: language, contacts, address, race and ethnicity, notifications, activity. */
/**
 * What the account's changes complete: the programme's profile-update action, through the
 * completions every area records with (decision 0031).
 */
export interface ProfileUpdateCompletion {
  readonly programmes: { programmeFor(clientId: number): Promise<ProgrammeDefinition | null> };
  readonly completions: Pick<HealthActionCompletions, 'record'>;
}

/** Recorded by the server itself when the member changes their profile: the evidence PROFILE_UPDATED is judged on. */
export const PROFILE_CHANGED = 'PROFILE_CHANGED';

export interface ActivityPayload {
  readonly source?: string;
  readonly contentId?: string;
}

export function createMemberAccountService(
  repository: MemberAccountRepository,
  directory: MemberDirectory,
  clock: Clock,
  { programmes, completions }: ProfileUpdateCompletion,
) {
  /** Notes that the member changed their profile (contacts, address, race and ethnicity, language, notifications). */
  async function profileChanged(client: ClientRecord, member: AccessClaims): Promise<void> {
    await repository.recordActivity(member.memberId, client.configuration.id, PROFILE_CHANGED, clock.now(), null);
  }

  /**
   * A PROFILE_UPDATED activity completes the profile-update action only when the server saw the
   * profile change: the evidence is the member's latest change, so the same change reported
   * twice completes it once, and a report with no change behind it completes nothing.
   */
  async function completeProfileUpdate(client: ClientRecord, member: AccessClaims): Promise<void> {
    const clientId = client.configuration.id;
    const programme = await programmes.programmeFor(clientId);
    const actions = (programme?.healthActions ?? []).filter(
      (action) => action.learnAndEarnKind === 'PROFILE_UPDATE' || action.type === 'PROFILE_UPDATE',
    );
    if (actions.length === 0) return;
    const change = await repository.latestActivity(member.memberId, clientId, PROFILE_CHANGED);
    if (!change) return;
    for (const action of actions) {
      await completions.record({
        clientId,
        memberId: member.memberId,
        healthActionId: action.id,
        completionDate: todayIn(change.recordedAt, client.timeZone),
        source: 'PROFILE_UPDATE',
        sourceRef: `profile-change:${change.id}`,
      });
    }
  }

  /**
   * Password reset links and e-mail codes go to the primary address, so replacing it needs an
   * elevated-role token (a code by the member's MFA channel, or to that address): a session
   * alone, left open or stolen, cannot redirect them and then reset the password.
   */
  async function assertEmailChangeConfirmed(member: AccessClaims, newAddress: string): Promise<void> {
    const current = await directory.primaryEmail(member);
    const replaces = current !== null && normalizeEmailAddress(current) !== newAddress;
    if (replaces && !member.permissions.includes(PERMISSIONS.manageSecurity)) {
      throw new AppError('ELEVATION_REQUIRED', 'Confirm it is you with a code first');
    }
  }

  /**
   * With text or voice codes as their second step, a member's codes go to their numbers: new
   * numbers need an elevated-role token too. The same numbers in another order need none.
   */
  async function assertNumbersChangeConfirmed(member: AccessClaims, phones: readonly ContactPhoneRecord[]): Promise<void> {
    if (member.permissions.includes(PERMISSIONS.manageSecurity)) return;
    const { mfaType, numbers } = await repository.phoneChannel(member);
    if (mfaType !== 'SMS' && mfaType !== 'VOICE') return;
    const sorted = (list: readonly string[]) => [...list].sort().join(',');
    if (sorted(numbers) !== sorted(phones.map((phone) => phone.number))) {
      throw new AppError('ELEVATION_REQUIRED', 'Confirm it is you with a code first');
    }
  }

  return {
    /** Spec: the preferred language is saved only for a token that may manage the account. */
    async savePreferredLanguage(client: ClientRecord, member: AccessClaims, languageCd: LanguageCode): Promise<LanguageCode> {
      if (!client.configuration.languages.some((language) => language.code === languageCd)) {
        throw new AppError('VALIDATION_FAILED', `${languageCd} is not offered by this health plan`, { languageCd: VALIDATION.invalid });
      }
      await repository.savePreferredLanguage(member.memberId, client.configuration.id, languageCd);
      await profileChanged(client, member);
      return languageCd;
    },

    /** Contact numbers, the e-mail address, or both; what is left out stays. */
    async updateContactInfo(client: ClientRecord, member: AccessClaims, request: ContactInfoChange): Promise<void> {
      if (request.phoneNumbers === undefined && request.email === undefined) {
        throw validationError({ phoneNumbers: VALIDATION.required, email: VALIDATION.required });
      }
      const checked = contactInfoChangeSchema.safeParse(request);
      if (!checked.success) throw validationError(fieldProblems(checked.error.issues));
      const { phoneNumbers, email } = checked.data;
      if (email !== undefined) await assertEmailChangeConfirmed(member, normalizeEmailAddress(email));
      const phones = phoneNumbers === undefined ? undefined : toContactPhoneRecords(phoneNumbers);
      if (phones) await assertNumbersChangeConfirmed(member, phones);
      const change: ContactChange = {
        ...(phones === undefined ? {} : { phones }),
        ...(email === undefined ? {} : { email: normalizeEmailAddress(email) }),
      };
      await repository.replaceContacts(member.memberId, client.configuration.id, change);
      await profileChanged(client, member);
    },

    /** The route asks before it reads the body, so a suppressed plan answers the same whatever is sent. */
    assertAddressEditable,

    async updateAddress(client: ClientRecord, member: AccessClaims, body: MailingAddressBody): Promise<void> {
      assertAddressEditable(client);
      const address = addressFormSchema.safeParse(body);
      if (!address.success) throw validationError(fieldProblems(address.error.issues));
      await repository.replacePrimaryAddress(member.memberId, client.configuration.id, address.data);
      await profileChanged(client, member);
    },

    /** Another address rewards may go to; refused like any address edit under SUPPRESS_MEMBER_EDIT_ADDRESS. */
    async addDeliveryDestination(client: ClientRecord, member: AccessClaims, body: CallBody<typeof createDeliveryDestinationCall>) {
      assertAddressEditable(client);
      const { name, ...mailing } = body;
      const address = addressFormSchema.safeParse(mailing);
      if (!address.success) throw validationError(fieldProblems(address.error.issues));
      const row = await repository.addDeliveryDestination(
        member.memberId,
        client.configuration.id,
        { ...address.data, name: name?.trim() || null },
        MAX_DELIVERY_DESTINATIONS,
      );
      const { id, name: recipient, streetAddr1, streetAddr2, city, state, zip, isPrimary, verified } = row;
      return { shippingId: id, address: { id, name: recipient, streetAddr1, streetAddr2, city, state, zip, primary: isPrimary, verified } };
    },

    /** Each a code of the health plan's list, or null for "prefer not to say". */
    async updateEthnography(client: ClientRecord, member: AccessClaims, race: string | null, ethnography: string | null): Promise<void> {
      const { races, ethnicities } = client.configuration;
      assertValid({
        ...(race === null || races.some((listed) => listed.code === race) ? {} : { race: VALIDATION.invalid }),
        ...(ethnography === null || ethnicities.some((listed) => listed.code === ethnography) ? {} : { ethnography: VALIDATION.invalid }),
      });
      await repository.saveEthnography(member.memberId, client.configuration.id, race, ethnography);
      await profileChanged(client, member);
    },

    /** Spec 000: the activity with its payload (where it happened, what it was about). */
    async recordActivity(
      client: ClientRecord,
      member: AccessClaims,
      activityType: MemberActivityType,
      payload?: ActivityPayload,
    ): Promise<void> {
      // A play counts for an exercise the portal offers, so the library's list never shows one it does not.
      if (activityType === 'PLAYED_BRAIN_EXERCISE' && !(BRAIN_EXERCISES as readonly (string | undefined)[]).includes(payload?.contentId)) {
        throw validationError({ 'activityPayload.contentId': VALIDATION.invalid });
      }
      await repository.recordActivity(member.memberId, client.configuration.id, activityType, clock.now(), payload ?? null);
      if (activityType === 'PROFILE_UPDATED') await completeProfileUpdate(client, member);
    },

    async saveCommunicationPreferences(
      client: ClientRecord,
      member: AccessClaims,
      preferences: CommunicationPreferences,
    ): Promise<CommunicationPreferences> {
      assertValid(communicationPreferencesProblems(preferences, hasFeature(client, 'SMS_OPT_IN')));
      await repository.saveCommunicationPreferences(member.memberId, client.configuration.id, preferences);
      await profileChanged(client, member);
      return preferences;
    },
  };
}

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
