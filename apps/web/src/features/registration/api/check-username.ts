import { usernameCheckCall } from '@portal/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export async function isUsernameAvailable(username: string): Promise<boolean> {
  return (await callApi(usernameCheckCall, { query: { username } })).available;
}

export function useCheckUsername(options: MutationHookOptions<boolean, string> = {}) {
  return useMutation({ ...options, mutationFn: isUsernameAvailable });
}
