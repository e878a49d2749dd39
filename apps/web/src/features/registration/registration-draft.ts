import type {
  CodeSent,
  CommunicationPreferences,
  EligibilityResponse,
  LanguageCode,
  MfaType,
  PhoneNumberLookup,
  RegisterRequest,
} from '@portal/contract';
import type { CommunicationForm, ContactInfoForm, CredentialsForm, MemberInfoForm } from '@portal/domain';

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

/** The whole draft as the register call takes it. */
export function registerRequest(
  draft: Required<Pick<RegistrationDraft, 'memberInfo' | 'contact' | 'communication' | 'credentials' | 'mfaPreference'>>,
  rememberToken: string,
  languageCd: LanguageCode,
): RegisterRequest {
  const { memberInfo, contact, communication, credentials } = draft;
  const phones = [{ number: contact.phone1, type: contact.phone1Type }];
  if (contact.phone2.trim() !== '' && contact.phone2Type !== '') phones.push({ number: contact.phone2, type: contact.phone2Type });
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
      email: contact.email.trim(),
      phones,
      address: {
        streetAddr1: contact.street1.trim(),
        streetAddr2: contact.street2.trim() || null,
        city: contact.city.trim(),
        state: contact.state.toUpperCase(),
        zip: contact.zipCode.trim(),
      },
    },
  };
}
