import { VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';
import { isCalendarDate } from '../shared/calendar-date';
import { requiredEmailAddressSchema } from '../shared/email-address';
import { mailingAddressSchema, type MailingAddressForm } from '../shared/mailing-address';
import { newPasswordFields, passwordsMatch } from '../shared/password-rules';
import { phoneNumbersSchema, type PhoneNumberLine } from '../shared/phone-numbers';

/** The registration wizard's forms (spec 000 sections 2 and 5), shared by the browser and the server. */

const required = (max = 100) =>
  z
    .string({ error: VALIDATION.required })
    .check(z.trim(), z.minLength(1, { error: VALIDATION.required }), z.maxLength(max, { error: VALIDATION.tooLong }));

const date = z
  .string({ error: VALIDATION.required })
  .check(z.minLength(1, { error: VALIDATION.required }), z.refine(isCalendarDate, { error: VALIDATION.invalid }));

/** Birthdays and dates of birth may not lie after `today`. */
export function pastDate(today: string): z.ZodMiniString<string> {
  return date.check(z.refine((value) => value <= today, { error: VALIDATION.maxValueToday }));
}

export interface MemberInfoForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly memberNumber: string;
  readonly birthday: string;
  readonly isGuardian: boolean;
  readonly guardianFirstName: string;
  readonly guardianLastName: string;
  readonly guardianDob: string;
}

export function memberInfoFormSchema(today: string): z.ZodMiniType<MemberInfoForm> {
  return z
    .object({
      firstName: required(),
      lastName: required(),
      memberNumber: required(64),
      birthday: pastDate(today),
      isGuardian: z.boolean(),
      guardianFirstName: z.string(),
      guardianLastName: z.string(),
      guardianDob: z.string(),
    })
    .check(
      z.superRefine((form, context) => {
        if (!form.isGuardian) return;
        for (const field of ['guardianFirstName', 'guardianLastName', 'guardianDob'] as const) {
          if (form[field].trim() === '') context.addIssue({ code: 'custom', path: [field], message: VALIDATION.required });
        }
        if (form.guardianDob !== '' && (!isCalendarDate(form.guardianDob) || form.guardianDob > today)) {
          context.addIssue({ code: 'custom', path: ['guardianDob'], message: VALIDATION.maxValueToday });
        }
      }),
    );
}

/** Step 2: the e-mail address, the numbers (the first one primary) and the mailing address. */
export const contactInfoFormSchema = z.object({
  email: requiredEmailAddressSchema,
  phones: phoneNumbersSchema,
  address: mailingAddressSchema,
});
export interface ContactInfoForm {
  readonly email: string;
  readonly phones: readonly PhoneNumberLine[];
  readonly address: MailingAddressForm;
}

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 64;

export const usernameSchema = z.string({ error: VALIDATION.required }).check(
  z.minLength(1, { error: VALIDATION.required }),
  z.refine((value) => !/\s/.test(value), { error: VALIDATION.validUserNameRegister }),
  z.refine((value) => value.length >= USERNAME_MIN_LENGTH && value.length <= USERNAME_MAX_LENGTH, { error: VALIDATION.usernameLength }),
);

export const credentialsFormSchema = z.object({ username: usernameSchema, ...newPasswordFields }).check(passwordsMatch);
export type CredentialsForm = z.infer<typeof credentialsFormSchema>;

/** Spec: the SMS opt-in is a choice the member must make, yes or no. */
export const communicationFormSchema = z.object({
  emailOptIn: z.boolean(),
  smsOptIn: z.enum(['yes', 'no'], { error: VALIDATION.smsOptIn }),
});
export type CommunicationForm = z.infer<typeof communicationFormSchema>;
