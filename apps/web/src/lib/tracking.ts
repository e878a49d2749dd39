import { readStored, writeStored } from './browser-storage';

const TRACKING_KEY = 'tracking-parameters';
const CORRELATION_KEY = 'correlation-id';

/** Spec: query parameters beginning with `utm_` are saved and sent with every call. */
export function captureTrackingParameters(search: string): void {
  const utm = [...new URLSearchParams(search)].filter(([name]) => name.startsWith('utm_'));
  if (utm.length > 0) writeStored('session', TRACKING_KEY, new URLSearchParams(utm).toString());
}

export function savedTrackingParameters(): string | null {
  return readStored('session', TRACKING_KEY);
}

/** One id per browser session, so the server's logs can follow a visit across calls. */
export function correlationId(): string {
  const saved = readStored('session', CORRELATION_KEY);
  if (saved) return saved;
  const created = crypto.randomUUID();
  writeStored('session', CORRELATION_KEY, created);
  return created;
}
