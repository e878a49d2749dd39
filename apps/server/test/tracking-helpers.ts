import type { Tracker } from '@portal/contract';
import { addDays } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { trackerEntries } from '../src/db/schema';
import { json, type TestApp } from './test-app';

export interface ErrorAnswer {
  error: { code: string; fields?: Record<string, string>; details?: Record<string, string> };
}

/** The tracker calls as a member (or staff viewing one) makes them, at HARBOR. */
export function trackingCalls(harness: TestApp) {
  const call = (jwt: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    harness.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' },
      ...(payload === undefined ? {} : { payload }),
    });
  return {
    call,
    backFill: (jwt: string, tracker: string, entries: readonly Record<string, unknown>[]) =>
      call(jwt, 'PUT', `/v1/web/tracking/bulk-history/${tracker}`, { entries }),
    history: async (jwt: string, tracker: string) =>
      json<{ entries: Record<string, unknown>[] }>(await call(jwt, 'GET', `/v1/web/tracking/history/${tracker}`)).entries,
    settings: async (jwt: string, tracker: string) =>
      json<{ settings: { type: string; incentives: Record<string, unknown>[] }[] }>(
        await call(jwt, 'GET', '/v1/web/tracking/init-tracking'),
      ).settings.find((setting) => setting.type === tracker)!,
  };
}

/** `count` consecutive days from `first`. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** How many tracker rows a member has (of one source when named). */
export async function trackerRows(harness: TestApp, memberId: number, source?: string): Promise<number> {
  const mine = eq(trackerEntries.memberId, memberId);
  const [row] = await harness.database.db
    .select({ rows: count() })
    .from(trackerEntries)
    .where(source === undefined ? mine : and(mine, eq(trackerEntries.source, source)));
  return row?.rows ?? 0;
}

/** A device's reading of a day, written as a device import writes it. */
export async function deviceReading(
  harness: TestApp,
  member: { clientId: number; memberId: number },
  tracker: Tracker,
  date: string,
  value: number,
) {
  const now = harness.clock.now();
  await harness.database.db.insert(trackerEntries).values({
    ...member,
    tracker,
    entryDate: date,
    value,
    source: 'Fitbit',
    enteredByHand: false,
    createdAt: now,
    updatedAt: now,
  });
}
