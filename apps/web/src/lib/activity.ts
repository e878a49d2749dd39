import { readStored, writeStored } from './browser-storage';

const ACTIVITY_KEY = 'last-activity';
const SERVER_CONTACT_KEY = 'last-server-contact';

/** When the member last did something on the page, in any tab of this client. */
export function lastActivity(): number {
  return Number(readStored('local', ACTIVITY_KEY) ?? Date.now());
}

export function recordActivity(at = Date.now()): void {
  writeStored('local', ACTIVITY_KEY, String(at));
}

/** When a call the member made last reached the server (which counts it as activity). */
export function lastServerContact(): number {
  return Number(readStored('local', SERVER_CONTACT_KEY) ?? 0);
}

export function recordServerContact(at = Date.now()): void {
  writeStored('local', SERVER_CONTACT_KEY, String(at));
}
