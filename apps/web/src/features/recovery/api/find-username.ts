import type { MemberIdentity } from '@portal/contract';
import { getUsernameCall } from '@portal/contract/recovery';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';

export async function findUsername(identity: MemberIdentity): Promise<string> {
  return (await callApi(getUsernameCall, { query: { ...identity } })).username;
}

export function useFindUsername(options: MutationHookOptions<string, MemberIdentity> = {}) {
  return useMutation({ ...options, mutationFn: findUsername });
}
