import { resetPasswordCall } from '@portal/contract/recovery';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export interface PasswordReset {
  readonly username: string;
  /** The reset link's token; it travels as `oldPassword`, as the spec's call names it. */
  readonly token: string;
  readonly newPassword: string;
}

export async function resetPassword({ username, token, newPassword }: PasswordReset): Promise<void> {
  await callApi(resetPasswordCall, { params: { username }, body: { oldPassword: token, newPassword } });
}

export function useResetPassword(options: MutationHookOptions<void, PasswordReset> = {}) {
  return useMutation({ ...options, mutationFn: resetPassword });
}
