import { pageConfig } from './page-config';

/**
 * Browser storage under the client's partition, so two plans served from one origin do not
 * read each other's keys. Storage can be unavailable (private modes); reads then miss and
 * writes are dropped.
 */
function partitioned(key: string): string {
  return `${pageConfig.storagePartition}:${key}`;
}

function access(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: 'local' | 'session', key: string): string | null {
  try {
    return access(kind)?.getItem(partitioned(key)) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    if (value === null) access(kind)?.removeItem(partitioned(key));
    else access(kind)?.setItem(partitioned(key), value);
  } catch {
    // Full or blocked storage: the value lives only as long as the page.
  }
}

/** A stored JSON value, or null when missing or unreadable. */
export function readStoredJson<T>(kind: 'local' | 'session', key: string): T | null {
  const saved = readStored(kind, key);
  if (!saved) return null;
  try {
    return JSON.parse(saved) as T;
  } catch {
    return null;
  }
}
