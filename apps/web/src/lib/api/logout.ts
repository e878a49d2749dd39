import { logoutCall } from '@portal/contract/member-session';
import { endImpersonationCall } from '@portal/contract/staff';
import { callApi } from '../api-client';
import { sessionStore } from '../session-store';
import { staffSessionStore } from '../staff-session-store';

/** Ends the session on the server; a failure (already ended, offline) does not stop sign-out. */
export async function logoutOnServer(): Promise<void> {
  const view = sessionStore.get()?.impersonation;
  const staff = staffSessionStore.get();
  // A staff view is not a member session: it is ended as the staff member's, never logged out.
  if (view && staff) {
    await callApi(endImpersonationCall, { params: { impersonationId: view.id }, bearer: staff.jwt }).catch(() => undefined);
  } else if (!view) await callApi(logoutCall).catch(() => undefined);
}
