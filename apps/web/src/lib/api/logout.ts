import { endImpersonationCall, logoutCall } from '@portal/contract/addresses';
import { callApi } from '../api-client';
import { sessionStore } from '../session-store';
import { staffSessionStore } from '../staff-session-store';

/** Ends the session on the server; a failure (already ended, offline) does not stop sign-out. */
export async function logoutOnServer(): Promise<void> {
  const view = sessionStore.get()?.impersonation;
  const staff = staffSessionStore.get();
  // Leaving a member's portal ends the staff member's view of it, not a member session.
  if (view && staff)
    await callApi(endImpersonationCall, { params: { impersonationId: view.id }, bearer: staff.jwt }).catch(() => undefined);
  else if (!view) await callApi(logoutCall).catch(() => undefined);
}
