import { VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Spec 000 section 5: the special characters a password must include one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#%^&*';

export interface PasswordCheck {
  readonly length: boolean;
  readonly uppercase: boolean;
  readonly lowercase: boolean;
  readonly number: boolean;
  readonly special: boolean;
}

/** Each rule on its own, so the form can show which are met as the member types. */
export function checkPassword(password: string): PasswordCheck {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  };
}

export function meetsPasswordRules(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean);
}

/** The one rule for a password a member chooses: at registration, on the account page, after a reset. */
export const newPasswordSchema = z
  .string({ error: VALIDATION.required })
  .check(z.minLength(1, { error: VALIDATION.required }), z.refine(meetsPasswordRules, { error: VALIDATION.passwordRules }));

/** A new password typed twice: the fields of every form that sets one. */
export const newPasswordFields = {
  password: newPasswordSchema,
  confirmPassword: z.string({ error: VALIDATION.required }).check(z.minLength(1, { error: VALIDATION.required })),
};

/** The confirmation must match the password; said once, beside the confirmation. */
export const passwordsMatch = z.superRefine((form: { password: string; confirmPassword: string }, context) => {
  if (form.confirmPassword !== '' && form.password !== form.confirmPassword) {
    context.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION.matching });
  }
});

/** The reset page's form: a new password typed twice. */
export const newPasswordFormSchema = z.object(newPasswordFields).check(passwordsMatch);
