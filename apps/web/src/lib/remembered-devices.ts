import { normalizeUsername } from '@portal/domain';
import { readStored, writeStored } from './browser-storage';

/** Remember tokens kept on this device, one per username, so its member can skip MFA here. */
const key = (username: string): string => `remember:${normalizeUsername(username)}`;

export function rememberedDevice(username: string): string | null {
  return readStored('local', key(username));
}

export function rememberDevice(username: string, token: string): void {
  writeStored('local', key(username), token);
}
