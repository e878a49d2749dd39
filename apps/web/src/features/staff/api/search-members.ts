import { searchMembersCall } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { staffBearer } from './staff-bearer';

export interface MemberSearchCriteria {
  readonly clientId: number;
  readonly memberNumber: string;
  readonly name: string;
  readonly birthDate: string;
}

export function searchMembers(criteria: MemberSearchCriteria) {
  const query = {
    clientId: criteria.clientId,
    memberNumber: criteria.memberNumber.trim() || undefined,
    name: criteria.name.trim() || undefined,
    birthDate: criteria.birthDate || undefined,
  };
  return callApi(searchMembersCall, { query, bearer: staffBearer() });
}

export function useSearchMembers(options: MutationHookOptions<Awaited<ReturnType<typeof searchMembers>>, MemberSearchCriteria> = {}) {
  return useMutation({ ...options, mutationFn: searchMembers });
}
