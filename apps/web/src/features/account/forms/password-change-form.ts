import type { PasswordChangeForm } from '@portal/domain';

/** The server's refusals that are about one field: shown beside it, in the `errors` texts. */
export function passwordFailureField(code: string): keyof PasswordChangeForm | null {
  if (code === 'INVALID_OLD_PASSWORD') return 'oldPassword';
  if (code === 'PASSWORD_RULES_NOT_MET') return 'newPassword';
  return null;
}
