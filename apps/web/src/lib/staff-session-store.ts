import type { StaffAccount } from '@portal/contract';
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStored } from './browser-storage';
import { createExternalStore } from './external-store';

/** A support staff member signed in to the console, in this tab only. */
export interface StaffSession {
  readonly jwt: string;
  readonly account: StaffAccount;
}

const STAFF_SESSION_KEY = 'staff-session';

// Kept in the tab's session storage: closing the tab ends the console, as closing a window should.
export const staffSessionStore = createExternalStore<StaffSession | null>(readStoredJson('session', STAFF_SESSION_KEY), (session) =>
  writeStored('session', STAFF_SESSION_KEY, session === null ? null : JSON.stringify(session)),
);

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(staffSessionStore.subscribe, staffSessionStore.get);
}
