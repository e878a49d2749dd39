import type {
  CodeSent,
  CommunicationPreferences,
  EligibilityResponse,
  LanguageCode,
  MfaType,
  PhoneNumberLookup,
  RegisterRequest,
  RosterContact,
} from '@portal/contract';
import {
  EMPTY_MAILING_ADDRESS,
  contactInfoFormSchema,
  phoneNumberLines,
  type CommunicationForm,
  type ContactInfoForm,
  type CredentialsForm,
  type MemberInfoForm,
} from '@portal/domain';

/** What the member has told the wizard so far; each step adds its part. */
export interface RegistrationDraft {
  readonly memberInfo?: MemberInfoForm;
  readonly eligibility?: EligibilityResponse;
  readonly contact?: ContactInfoForm;
  readonly phones?: readonly PhoneNumberLookup[];
  readonly communication?: CommunicationForm;
  readonly credentials?: CredentialsForm;
  readonly mfaPreference?: MfaType;
  readonly codeSent?: CodeSent;
}

export const STEPS = ['memberInfo', 'contact', 'communication', 'credentials', 'mfa', 'verify'] as const;
/** Registration after single sign-on: the provider has proven who the member is. */
export const SSO_STEPS = ['communication', 'ssoChannel', 'verify'] as const;
export type StepKey = (typeof STEPS)[number] | (typeof SSO_STEPS)[number];

/** The communication step's answers as both register calls take them. */
export function communicationChoices(communication: CommunicationForm): {
  communicationPreferences: CommunicationPreferences;
  smsOptIn: boolean;
} {
  const smsOptIn = communication.smsOptIn === 'yes';
  return {
    communicationPreferences: {
      email: communication.emailOptIn,
      sms: smsOptIn,
      phone: true,
      mail: true,
      preferredMethod: communication.emailOptIn ? 'EMAIL' : smsOptIn ? 'SMS' : 'MAIL',
    },
    smsOptIn,
  };
}

/**
 * The contact step's first values: what the plan's roster holds (the eligibility answer), for
 * the member to confirm or change rather than type again.
 */
export function rosterContactForm(roster: RosterContact): ContactInfoForm {
  const [first, second] = phoneNumberLines(roster.phone?.type);
  return {
    email: roster.email ?? '',
    phones: [{ ...first!, number: roster.phone?.number ?? '' }, second!],
    address: roster.address ? { ...roster.address, streetAddr2: roster.address.streetAddr2 ?? '' } : EMPTY_MAILING_ADDRESS,
  };
}

/** Whether the roster gave anything to prefill (the step then says where it came from). */
export function hasRosterContact(roster: RosterContact): boolean {
  return roster.email !== null || roster.phone !== null || roster.address !== null;
}

/** The whole draft as the register call takes it. */
export function registerRequest(
  draft: Required<Pick<RegistrationDraft, 'memberInfo' | 'contact' | 'communication' | 'credentials' | 'mfaPreference'>>,
  rememberToken: string,
  languageCd: LanguageCode,
): RegisterRequest {
  const { memberInfo, contact, communication, credentials } = draft;
  // The contact step let the draft through this same schema; its output is what is sent.
  const checked = contactInfoFormSchema.parse(contact);
  const { communicationPreferences, smsOptIn } = communicationChoices(communication);
  return {
    clientMemberId: memberInfo.memberNumber.trim(),
    firstName: memberInfo.firstName.trim(),
    lastName: memberInfo.lastName.trim(),
    dob: memberInfo.birthday,
    username: credentials.username,
    password: credentials.password,
    communicationPreferences,
    smsOptIn,
    guardian: memberInfo.isGuardian
      ? { firstName: memberInfo.guardianFirstName.trim(), lastName: memberInfo.guardianLastName.trim(), dob: memberInfo.guardianDob }
      : null,
    mfaPreference: draft.mfaPreference,
    preferredLanguageCd: languageCd,
    rememberToken,
    contact: {
      email: checked.email,
      phones: checked.phones.map(({ number, type }) => ({ number, type })),
      address: checked.address,
    },
  };
}
