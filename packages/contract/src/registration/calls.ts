import * as z from 'zod/mini';
import { communicationPreferencesSchema } from '../shared/communication';
import { isoDateSchema, languageCodeSchema } from '../shared/common';
import { EMAIL_ADDRESS_MAX_LENGTH, MAX_CONTACT_PHONES, PHONE_NUMBER_MAX_LENGTH, mailingAddressBodySchema } from '../shared/contact-details';
import { defineCall } from '../shared/define-call';
import { phoneTypeSchema } from '../shared/member-kinds';
import { codeSentSchema, mfaTypeSchema } from '../shared/sign-in-kinds';

const text = (max: number) => z.string().check(z.maxLength(max));

export const eligibilityQuerySchema = z.object({
  firstName: text(100),
  lastName: text(100),
  dob: isoDateSchema,
  /** The plan's member number; case sensitive. */
  clientMemberId: text(64),
  /** The legal guardian's birth date, when a guardian registers a member under 18. */
  guardianDOB: z.optional(isoDateSchema),
  /** The legal guardian's names, checked with the birth date against the plan's roster (decision 0026). */
  guardianFirstName: z.optional(text(100)),
  guardianLastName: z.optional(text(100)),
});
export type EligibilityQuery = z.infer<typeof eligibilityQuerySchema>;

/**
 * What the plan's roster holds for the member, for the contact step to offer for confirming.
 * Answered only with a registration, after the full identity match: whoever has that match may
 * register the account and see these anyway.
 */
export const rosterContactSchema = z.object({
  email: z.nullable(z.string()),
  phone: z.nullable(z.object({ number: z.string(), type: phoneTypeSchema })),
  address: z.nullable(
    z.object({ streetAddr1: z.string(), streetAddr2: z.nullable(z.string()), city: z.string(), state: z.string(), zip: z.string() }),
  ),
});
export type RosterContact = z.infer<typeof rosterContactSchema>;

export const eligibilityResponseSchema = z.object({
  /** Authorises the rest of this registration (bearer token of the registration calls). */
  token: z.string(),
  /** The plan's contact details for the member, masked. */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  primarySmsPhone: z.nullable(z.string()),
  databasePreferredLanguageCd: z.nullable(languageCodeSchema),
  mfaType: z.nullable(mfaTypeSchema),
  /** The member is under 18, so a guardian registers for them. */
  guardianRequired: z.boolean(),
  rosterContact: rosterContactSchema,
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

export const checkEligibilityCall = defineCall({
  method: 'GET',
  path: '/v2/web/member/eligible/',
  summary: 'Match a would-be member against the roster and open a registration',
  access: 'public',
  query: eligibilityQuerySchema,
  response: eligibilityResponseSchema,
});

export const usernameCheckCall = defineCall({
  method: 'GET',
  path: '/v1/web/member/username-check',
  summary: 'Whether a username is free in this client',
  access: 'public',
  query: z.object({ username: text(200) }),
  response: z.object({ available: z.boolean() }),
});

export const phoneLookupSchema = z.object({
  contactNumber: z.string(),
  type: phoneTypeSchema,
  isValid: z.boolean(),
  isSmsCapable: z.boolean(),
  /** The lookup's own record, as JSON text. */
  phoneTypeJson: z.string(),
});
export type PhoneNumberLookup = z.infer<typeof phoneLookupSchema>;

export const lookupPhoneNumbersCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/lookup-phone-numbers',
  summary: 'Check phone numbers for validity and SMS capability',
  access: 'public',
  body: z.object({
    numbers: z.array(z.object({ contactNumber: text(PHONE_NUMBER_MAX_LENGTH), type: phoneTypeSchema })).check(z.maxLength(4)),
  }),
  response: z.object({ numbers: z.array(phoneLookupSchema) }),
});

export const requestRegistrationCodeCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/mfa/registration-code',
  summary: 'Send the registration code to the chosen channel',
  access: 'registration',
  body: z.object({
    mfaPreference: mfaTypeSchema,
    /** The e-mail address or phone number the member gave, for EMAIL, SMS and VOICE. */
    destination: z.nullable(text(254)),
  }),
  response: codeSentSchema,
});

export const verifyRegistrationCodeCall = defineCall({
  method: 'PUT',
  path: '/v4/web/member/mfa/verify-registration-code',
  summary: 'Verify the registration code; answers the remember token that registration presents',
  access: 'registration',
  body: z.object({ totp: text(10) }),
  response: z.object({ rememberToken: z.string() }),
});

export const registrationContactSchema = z.object({
  email: text(EMAIL_ADDRESS_MAX_LENGTH),
  /** The first number is the primary one. */
  phones: z
    .array(z.object({ number: text(PHONE_NUMBER_MAX_LENGTH), type: phoneTypeSchema }))
    .check(z.minLength(1), z.maxLength(MAX_CONTACT_PHONES)),
  address: mailingAddressBodySchema,
});
export type RegistrationContact = z.infer<typeof registrationContactSchema>;

export const guardianSchema = z.object({ firstName: text(100), lastName: text(100), dob: isoDateSchema });

export const registerRequestSchema = z.object({
  clientMemberId: text(64),
  firstName: text(100),
  lastName: text(100),
  dob: isoDateSchema,
  username: text(200),
  password: text(200),
  communicationPreferences: communicationPreferencesSchema,
  smsOptIn: z.boolean(),
  guardian: z.nullable(guardianSchema),
  mfaPreference: mfaTypeSchema,
  preferredLanguageCd: languageCodeSchema,
  rememberToken: text(500),
  contact: registrationContactSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerCall = defineCall({
  method: 'POST',
  path: '/v5/web/member/register',
  summary: 'Create the account and sign the member in',
  access: 'registration',
  body: registerRequestSchema,
  response: z.object({ memberId: z.int(), jwt: z.string(), refreshToken: z.nullable(z.string()), rememberToken: z.string() }),
});
