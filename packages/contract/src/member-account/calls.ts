import * as z from 'zod/mini';
import { languageCodeSchema, savedSchema, timestampSchema } from '../shared/common';
import { communicationPreferencesSchema } from '../shared/communication';
import {
  EMAIL_ADDRESS_MAX_LENGTH,
  MAILING_ADDRESS_LIMITS,
  MAX_CONTACT_PHONES,
  PHONE_NUMBER_MAX_LENGTH,
  mailingAddressBodySchema,
  memberAddressSchema,
} from '../shared/contact-details';
import { defineCall } from '../shared/define-call';
import { PERMISSIONS } from '../shared/permissions';
import { phoneTypeSchema } from '../shared/member-kinds';

export const savePreferredLanguageCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/preferred-language',
  summary: "Save the member's preferred language (needs manage_member_account::data)",
  access: 'member',
  permission: PERMISSIONS.manageMemberAccount,
  body: z.object({ languageCd: languageCodeSchema }),
  response: z.object({ preferredLanguageCd: languageCodeSchema }),
});

export const contactPhoneSchema = z.object({
  type: phoneTypeSchema,
  /** Ten digits; punctuation is ignored. */
  number: z.string().check(z.maxLength(PHONE_NUMBER_MAX_LENGTH)),
  primary: z.boolean(),
});

/**
 * Contact numbers (one or two, of different types, one primary) or the member's e-mail, or
 * both. A new e-mail address is unverified until its code is entered.
 */
export const updateContactInfoCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/update/contact-info',
  summary: "Replace the member's contact numbers or e-mail address (needs manage_member_contact_information)",
  access: 'member',
  permission: PERMISSIONS.manageContactInformation,
  body: z.object({
    phoneNumbers: z.optional(z.array(contactPhoneSchema).check(z.maxLength(MAX_CONTACT_PHONES))),
    email: z.optional(z.string().check(z.maxLength(EMAIL_ADDRESS_MAX_LENGTH))),
  }),
  response: savedSchema,
});

export const updatePasswordCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/update/password',
  summary: 'Change the password; needs the current one (needs manage_member_account::data)',
  access: 'member',
  permission: PERMISSIONS.manageMemberAccount,
  body: z.object({ oldPassword: z.string().check(z.maxLength(200)), newPassword: z.string().check(z.maxLength(200)) }),
  response: savedSchema,
});

export const updateAddressCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/update/address',
  summary: "Replace the member's mailing address; refused under SUPPRESS_MEMBER_EDIT_ADDRESS",
  access: 'member',
  permission: PERMISSIONS.manageContactInformation,
  body: mailingAddressBodySchema,
  response: savedSchema,
});

/** The most delivery destinations (addresses other than the mailing one) a member keeps; a new one beyond it replaces the oldest. */
export const MAX_DELIVERY_DESTINATIONS = 5;

/**
 * Spec 001 section 6: another address rewards may be sent to (a workplace, a relative's), kept
 * beside the mailing address; refused under SUPPRESS_MEMBER_EDIT_ADDRESS like any address edit.
 */
export const createDeliveryDestinationCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/delivery-destination',
  summary: 'Add an address rewards may be shipped to (needs manage_member_contact_information)',
  access: 'member',
  permission: PERMISSIONS.manageContactInformation,
  body: z.object({
    ...mailingAddressBodySchema.shape,
    /** Who receives it there, when not the member ("c/o"). */
    name: z.optional(z.nullable(z.string().check(z.maxLength(MAILING_ADDRESS_LIMITS.name)))),
  }),
  response: z.object({ shippingId: z.int(), address: memberAddressSchema }),
});

export const updateEthnographyCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/update/ethnography',
  summary: "Save race and ethnicity, each a code from the client's lists or null (prefer not to say)",
  access: 'member',
  permission: PERMISSIONS.manageMemberAccount,
  body: z.object({ race: z.nullable(z.string().check(z.maxLength(40))), ethnography: z.nullable(z.string().check(z.maxLength(40))) }),
  response: savedSchema,
});

/** Spec 000 activity events a member's own page records. */
export const MEMBER_ACTIVITY_TYPES = ['PROFILE_UPDATED', 'READ_ARTICLE', 'PLAYED_BRAIN_EXERCISE'] as const;

export const MEMBER_ACTIVITY_PAYLOAD_MAX_LENGTH = 200;

export const postMemberActivityCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/post-member-activity',
  summary: 'Record an activity of the signed-in member (PROFILE_UPDATED after a profile change)',
  access: 'member',
  permission: PERMISSIONS.manageMemberAccount,
  body: z.object({
    activityType: z.enum(MEMBER_ACTIVITY_TYPES),
    /** Spec 000: where the activity happened (the page or app) and what it was about (an article's id). */
    activityPayload: z.optional(
      z.object({
        source: z.optional(z.string().check(z.maxLength(MEMBER_ACTIVITY_PAYLOAD_MAX_LENGTH))),
        contentId: z.optional(z.string().check(z.maxLength(MEMBER_ACTIVITY_PAYLOAD_MAX_LENGTH))),
      }),
    ),
  }),
  response: savedSchema,
});

export const EMAIL_VERIFICATION_TYPES = ['VERIFY_EMAIL_ADDRESS', 'VERIFY_ENROLLMENT_EMAIL_ADDRESS'] as const;
export const emailVerificationTypeSchema = z.enum(EMAIL_VERIFICATION_TYPES);
export type EmailVerificationType = z.infer<typeof emailVerificationTypeSchema>;

export const requestEmailVerificationCodeCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/request-verification-totp',
  summary: 'Send a code (valid 10 minutes) to the e-mail address of this kind',
  access: 'member',
  permission: PERMISSIONS.manageContactInformation,
  body: z.object({ type: emailVerificationTypeSchema }),
  response: z.object({ maskedDestination: z.string() }),
});

export const emailVerificationSchema = z.object({
  emailAddressVerifiedTsTz: z.nullable(timestampSchema),
  enrollmentEmailAddressVerifiedTsTz: z.nullable(timestampSchema),
});

export const submitEmailVerificationCodeCall = defineCall({
  method: 'POST',
  path: '/v4/web/member/submit-verification-totp',
  summary: 'Verify an e-mail address with the code sent to it',
  access: 'member',
  permission: PERMISSIONS.manageContactInformation,
  body: z.object({ totp: z.string().check(z.maxLength(12)), type: emailVerificationTypeSchema }),
  response: emailVerificationSchema,
});

export const saveCommunicationPreferencesCall = defineCall({
  method: 'POST',
  path: '/v1/web/member/communication-preferences',
  summary: "Save the member's notification settings (text messages only under SMS_OPT_IN)",
  access: 'member',
  permission: PERMISSIONS.manageMemberAccount,
  body: z.object({ communicationPreferences: communicationPreferencesSchema }),
  response: z.object({ communicationPreferences: communicationPreferencesSchema }),
});

export const deleteRegistrationCall = defineCall({
  method: 'DELETE',
  path: '/v1/web/member/registration',
  summary: "Delete the member's portal account (needs an elevated-role token); the roster record and reward history stay",
  access: 'member',
  response: savedSchema,
});
