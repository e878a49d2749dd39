import {
  getRosterRecordCall,
  listStaffClientsCall,
  searchMembersCall,
  staffSignInCall,
  staffSignOutCall,
  startImpersonationCall,
} from '@portal/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { startImpersonationSession } from '../../../lib/session-store';
import { staffSessionStore } from '../../../lib/staff-session-store';

/** The staff member's own token: console calls never carry a member's. */
export function staffBearer(): string {
  const session = staffSessionStore.get();
  if (!session) throw new Error('The staff console needs a signed-in staff member');
  return session.jwt;
}

export async function signInStaff(credentials: { username: string; password: string; totp: string }): Promise<void> {
  const answer = await callApi(staffSignInCall, { body: credentials });
  staffSessionStore.set({ jwt: answer.jwt, account: answer.staff });
}

export async function signOutStaff(): Promise<void> {
  await callApi(staffSignOutCall, { bearer: staffBearer() }).catch(() => undefined);
  staffSessionStore.set(null);
}

export const staffClientsQuery = queryOptions({
  queryKey: ['staff', 'clients'] as const,
  queryFn: ({ signal }) => callApi(listStaffClientsCall, { signal, bearer: staffBearer() }),
  staleTime: 5 * 60_000,
});

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

export const rosterRecordQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['staff', 'roster-record', memberId] as const,
    queryFn: ({ signal }) => callApi(getRosterRecordCall, { signal, params: { memberId }, bearer: staffBearer() }),
  });

/** Opens the member's portal, read-only, in this tab: the view's token becomes the page's session. */
export async function startViewing(memberId: number, reason: string): Promise<void> {
  const view = await callApi(startImpersonationCall, { body: { memberId, reason }, bearer: staffBearer() });
  startImpersonationSession({
    memberId: view.memberId,
    jwt: view.jwt,
    impersonationId: view.impersonationId,
    clientAbbreviation: view.clientAbbreviation,
  });
}
