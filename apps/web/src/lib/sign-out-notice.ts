import { readStored, writeStored } from './browser-storage';

/**
 * Why the portal signed the member out without being asked. A member who left the tab is not
 * looking when it happens, so the reason waits on the sign-in page (for this tab, across
 * reloads) until they sign in again or close it, instead of a flash that is gone in 3 seconds.
 */
export type SignOutNotice = 'session.expired' | 'session.inactivity' | 'session.refreshFailed';

const KEY = 'sign-out-notice';

export function keepSignOutNotice(notice: SignOutNotice | null): void {
  writeStored('session', KEY, notice);
}

export function signOutNotice(): SignOutNotice | null {
  // Written only by keepSignOutNotice, in this tab.
  return readStored('session', KEY) as SignOutNotice | null;
}
