import { VALIDATION } from '@portal/contract';
import { passwordSchema } from '@portal/domain';

/** Spec 000: the current password, then a new one under the rules, typed twice. */
export interface PasswordChangeForm {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: { -readonly [K in keyof PasswordChangeForm]?: string } = {};
  if (form.oldPassword === '') errors.oldPassword = VALIDATION.required;
  const newPassword = passwordSchema.safeParse(form.newPassword);
  if (!newPassword.success) errors.newPassword = newPassword.error.issues[0]?.message ?? VALIDATION.passwordRules;
  if (form.confirmPassword === '') errors.confirmPassword = VALIDATION.required;
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = VALIDATION.matching;
  return errors;
}

/** The server's refusals that are about one field: shown beside it, in the `errors` texts. */
export function passwordFailureField(code: string): keyof PasswordChangeForm | null {
  if (code === 'INVALID_OLD_PASSWORD') return 'oldPassword';
  if (code === 'PASSWORD_RULES_NOT_MET') return 'newPassword';
  return null;
}
