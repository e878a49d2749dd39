import { staffSignInCall } from '@portal/contract/staff';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { MutationHookOptions } from '../../../lib/api/mutation-hook';
import { staffSessionStore } from '../../../lib/staff-session-store';

export interface StaffCredentials {
  readonly username: string;
  readonly password: string;
  readonly totp: string;
}

export async function signInStaff(credentials: StaffCredentials): Promise<void> {
  const answer = await callApi(staffSignInCall, { body: credentials });
  staffSessionStore.set({ jwt: answer.jwt, account: answer.staff });
}

export function useSignInStaff(options: MutationHookOptions<void, StaffCredentials> = {}) {
  return useMutation({ ...options, mutationFn: signInStaff });
}
