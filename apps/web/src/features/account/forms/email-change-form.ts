import { VALIDATION } from '@portal/contract';
import { isValidEmail } from '@portal/domain';

/** Spec 000: the new e-mail address and its confirmation must match. */
export interface EmailChangeForm {
  readonly email: string;
  readonly confirmEmail: string;
}

export function validateEmailChange(form: EmailChangeForm): Partial<Record<keyof EmailChangeForm, string>> {
  const email = form.email.trim();
  const confirmEmail = form.confirmEmail.trim();
  const errors: { -readonly [K in keyof EmailChangeForm]?: string } = {};
  if (email === '') errors.email = VALIDATION.required;
  else if (!isValidEmail(email)) errors.email = VALIDATION.email;
  if (confirmEmail === '') errors.confirmEmail = VALIDATION.required;
  else if (confirmEmail.toLowerCase() !== email.toLowerCase()) errors.confirmEmail = VALIDATION.matching;
  return errors;
}
