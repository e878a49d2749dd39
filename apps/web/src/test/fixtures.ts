import type { ClientConfiguration, MemberInfo, Provider } from '@portal/contract';
import type { RequestContext } from '../lib/request-headers';

export function clientConfiguration(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  return {
    id: 1,
    abbreviation: 'HARBOR',
    name: 'Harbor Health Plan',
    title: 'Harbor Health Rewards',
    programmeId: 'P1',
    schema: 'harbor',
    apiRoot: '/api',
    storageRoot: 'harbor',
    currency: 'DOLLARS',
    features: ['HOME', 'REWARDS', 'EDUCATION', 'PRESCRIPTION_RECORD', 'TRACKING', 'NON_DISCRIMINATION', 'LEARN_MORE'],
    languages: [
      { code: 'EN', name: 'English' },
      { code: 'ES', name: 'Español' },
      { code: 'AR', name: 'العربية' },
    ],
    preferredLanguages: ['EN'],
    supportContacts: {
      EN: {
        phone: '1-800-555-0134',
        secondaryPhone: 'TTY 711',
        email: 'help@plan.example',
        hours: 'Weekdays 8-8',
        emailSubject: 'Help please',
        emailBody: 'Hello',
      },
    },
    contracts: [],
    insuranceCards: [],
    lingo: { footerDisclaimer: { EN: 'Rewards have no cash value.' } },
    termPeriodDayCount: 0,
    timeZone: 'America/Los_Angeles',
    loginMessage: { EN: 'Earn up to $250 this year.' },
    importantDocuments: [],
    defaultMedicalPlanTypeCd: 'UNK',
    lineOfBusinessTypeCd: 'COMMERCIAL',
    races: [],
    ethnicities: [],
    singleSignOn: null,
    ...overrides,
  };
}

export function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 42,
    username: 'maria.lopez',
    firstName: 'Maria',
    lastName: 'Lopez',
    gender: 'F',
    age: 40,
    dob: '1985-04-12',
    email: 'maria@example.org',
    emails: [],
    emailAddressVerifiedTsTz: null,
    enrollmentEmail: null,
    enrollmentEmailAddressVerifiedTsTz: null,
    communicationPreferences: null,
    addresses: [],
    phoneNumbers: [],
    client: { id: 1 },
    ethnography: null,
    guardian: null,
    race: null,
    dependents: [],
    memberCoverages: [],
    lastLogin: null,
    mfaEnrolled: false,
    mfaType: null,
    preferredLanguageCd: 'EN',
    disclaimers: [],
    agreements: [],
    memberAgreements: [],
    pendingAgreementIds: [],
    impersonation: null,
    ssoRegistration: false,
    ssoContactInfo: null,
    ...overrides,
  };
}

/** An unsigned token with the claims the web reads; the server is what verifies tokens. */
export function accessToken(claims: { exp: number; iat?: number; prm?: string[] }): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'EdDSA' })}.${encode({ sub: '42', prm: ['manage_member_account::data'], ...claims })}.signature`;
}

/** What a visitor's calls carry: the HARBOR client, nobody signed in. */
export function visitorContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    clientAbbreviation: 'HARBOR',
    storagePartition: 'harbor',
    correlationId: 'id-1',
    memberLanguage: null,
    preLoginLanguage: null,
    cohortId: null,
    trackingParameters: null,
    member: null,
    ...overrides,
  };
}

/** A doctor of Harbor's directory, Dr. Pat <lastName>, MD. */
export function providerFixture(overrides: Partial<Provider> & Pick<Provider, 'lastName' | 'npi'>): Provider {
  return {
    scheduleKey: `key-${overrides.lastName}`,
    firstName: 'Pat',
    middleName: null,
    degrees: ['MD'],
    gender: 'F',
    hospital: 'Harbor Clinic',
    address: { street1: '1 Main St', street2: null, city: 'Portland', state: 'OR', zip: '97209' },
    phoneNumber: '5035550100',
    distance: null,
    ...overrides,
  };
}
