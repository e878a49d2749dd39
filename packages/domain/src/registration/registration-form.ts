import { PHONE_TYPES, VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';
import { isCalendarDate } from '../shared/calendar-date';
import { isValidEmail, isValidPhoneNumber, isValidZipCode } from '../shared/contact-rules';
import { meetsPasswordRules } from '../shared/password-rules';
import { isUsStateCode } from '../shared/us-states';

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

const phoneType = z.enum(PHONE_TYPES, { error: VALIDATION.required });

export const contactInfoFormSchema = z
  .object({
    email: required(254).check(z.refine(isValidEmail, { error: VALIDATION.email })),
    phone1: required(30).check(z.refine(isValidPhoneNumber, { error: VALIDATION.phoneDigits })),
    phone1Type: phoneType,
    phone2: z.string().check(z.refine((value) => value.trim() === '' || isValidPhoneNumber(value), { error: VALIDATION.phoneDigits })),
    phone2Type: z.union([phoneType, z.literal('')]),
    street1: required(120),
    street2: z.string().check(z.maxLength(120, { error: VALIDATION.tooLong })),
    city: required(80),
    state: required(2).check(z.refine((value) => isUsStateCode(value.toUpperCase()), { error: VALIDATION.state })),
    zipCode: required(10).check(z.refine(isValidZipCode, { error: VALIDATION.validZipCode })),
  })
  .check(
    z.superRefine((form, context) => {
      if (form.phone2.trim() === '') return;
      if (form.phone2Type === '') context.addIssue({ code: 'custom', path: ['phone2Type'], message: VALIDATION.required });
      else if (form.phone2Type === form.phone1Type)
        context.addIssue({ code: 'custom', path: ['phone2Type'], message: VALIDATION.uniqueType });
    }),
  );
export type ContactInfoForm = z.infer<typeof contactInfoFormSchema>;

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 64;

export const usernameSchema = z.string({ error: VALIDATION.required }).check(
  z.minLength(1, { error: VALIDATION.required }),
  z.refine((value) => !/\s/.test(value), { error: VALIDATION.validUserNameRegister }),
  z.refine((value) => value.length >= USERNAME_MIN_LENGTH && value.length <= USERNAME_MAX_LENGTH, { error: VALIDATION.usernameLength }),
);

export const credentialsFormSchema = z
  .object({
    username: usernameSchema,
    password: z
      .string({ error: VALIDATION.required })
      .check(z.minLength(1, { error: VALIDATION.required }), z.refine(meetsPasswordRules, { error: VALIDATION.passwordRules })),
    confirmPassword: z.string({ error: VALIDATION.required }).check(z.minLength(1, { error: VALIDATION.required })),
  })
  .check(
    z.superRefine((form, context) => {
      if (form.confirmPassword !== '' && form.password !== form.confirmPassword) {
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.matching });
      }
    }),
  );
export type CredentialsForm = z.infer<typeof credentialsFormSchema>;

/** Spec: the SMS opt-in is a choice the member must make, yes or no. */
export const communicationFormSchema = z.object({
  emailOptIn: z.boolean(),
  smsOptIn: z.enum(['yes', 'no'], { error: VALIDATION.smsOptIn }),
});
export type CommunicationForm = z.infer<typeof communicationFormSchema>;
