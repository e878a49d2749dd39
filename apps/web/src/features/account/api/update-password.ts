import { updatePasswordCall } from '@portal/contract/member-account';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
}

export function updatePassword({ oldPassword, newPassword }: PasswordChange) {
  return callApi(updatePasswordCall, { body: { oldPassword, newPassword } });
}

export function usePasswordChange(
  options: MutationHookOptions<unknown, PasswordChange> = {},
): UseMutationResult<unknown, Error, PasswordChange> {
  return useMutation({ ...options, mutationFn: updatePassword });
}
