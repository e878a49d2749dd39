import { logoutCall } from '@portal/contract/addresses';
import { callApi } from '../api-client';

/** Ends the session on the server; a failure (already ended, offline) does not stop sign-out. */
export async function logoutOnServer(): Promise<void> {
  await callApi(logoutCall).catch(() => undefined);
}
