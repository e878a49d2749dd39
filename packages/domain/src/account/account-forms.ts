import { VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';
import { emailAddressSchema, requiredEmailAddressSchema } from '../shared/email-address';
import { mailingAddressSchema } from '../shared/mailing-address';
import { newPasswordSchema } from '../shared/password-rules';
import { phoneNumbersSchema, type PhoneNumberLine } from '../shared/phone-numbers';

/**
 * The account pages' forms and bodies (spec 000 sections 4 and 5): each page's form runs its
 * schema in the browser, and the server runs the same on the call's body (decision 0020).
 */

/** The mailing address page: the shared address rule as it stands. */
export const addressFormSchema = mailingAddressSchema;

/** The contact page's numbers, named as the call names them so the server's field errors land on their lines. */
export const contactNumbersFormSchema = z.object({ phoneNumbers: phoneNumbersSchema });
export interface ContactNumbersForm {
  readonly phoneNumbers: readonly PhoneNumberLine[];
}

/** The contact call: numbers, the e-mail address, or both; an empty address is not one. */
export const contactInfoChangeSchema = z.object({
  phoneNumbers: z.optional(phoneNumbersSchema),
  email: z.optional(emailAddressSchema),
});

/** Spec 000: the new e-mail address and its confirmation must match, whatever their case. */
export const emailChangeFormSchema = z
  .object({
    email: requiredEmailAddressSchema,
    confirmEmail: z.string({ error: VALIDATION.required }).check(z.trim(), z.minLength(1, { error: VALIDATION.required })),
  })
  .check(
    z.superRefine((form, context) => {
      if (form.confirmEmail !== '' && form.confirmEmail.toLowerCase() !== form.email.toLowerCase())
        context.addIssue({ code: 'custom', path: ['confirmEmail'], message: VALIDATION.matching });
    }),
  );
export type EmailChangeForm = z.input<typeof emailChangeFormSchema>;

/** Spec 000: the current password, then a new one under the rules, typed twice. */
export const passwordChangeFormSchema = z
  .object({
    oldPassword: z.string({ error: VALIDATION.required }).check(z.minLength(1, { error: VALIDATION.required })),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: VALIDATION.required }).check(z.minLength(1, { error: VALIDATION.required })),
  })
  .check(
    z.superRefine((form, context) => {
      if (form.confirmPassword !== '' && form.confirmPassword !== form.newPassword)
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.matching });
    }),
  );
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;
