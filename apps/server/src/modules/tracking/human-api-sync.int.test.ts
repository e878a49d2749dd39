import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Tracker } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceReadings, deviceSources, trackerEntries } from '../../db/schema';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';

/**
 * A stand-in for Human API as its reference describes it: the authentication service hands an
 * access token only for a user who has connected sources in Connect, and the data API answers
 * each list page by page to that token.
 */
interface StandIn {
  /** client_user_id → the lists Human API holds for them. */
  readonly users: Map<string, Record<string, unknown[]>>;
  /** Users whose connections were taken back: their token is no longer taken. */
  readonly revoked: Set<string>;
  dataDown: boolean;
  readonly pagesRead: string[];
}

const LIST_OF_PATH: Record<string, string> = {
  '/v1/human/activities/summaries': 'activitySummaries',
  '/v1/human/sleeps/summaries': 'sleepSummaries',
  '/v1/human/weight/readings': 'weight',
  '/v1/human/blood_pressure/readings': 'bloodPressure',
  '/v1/human/blood_glucose/readings': 'bloodGlucose',
};

const standIn: StandIn = { users: new Map(), revoked: new Set(), dataDown: false, pagesRead: [] };
let server: http.Server;
let harness: TestApp;
let maria: DemoCoverage;
let mariaJwt: string;
let mariaUserId: string;

// 05:00 UTC on 3 March is 21:00 on 2 March in Los Angeles, HARBOR's time zone.
const EVENING_IN_LOS_ANGELES = new Date('2026-03-03T05:00:00Z');

function answer(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function handle(request: http.IncomingMessage, body: string, response: http.ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname === '/v1/connect/token') {
    const asked = JSON.parse(body) as Record<string, string>;
    const user = asked.client_user_id ?? '';
    if (asked.type === 'session') return answer(response, 200, { session_token: `session-${user}` });
    if (!standIn.users.has(user)) return answer(response, 401, { error: 'user has no connected sources' });
    return answer(response, 200, { access_token: `access-${user}`, expires_in: 86400, token_type: 'Bearer' });
  }
  const list = LIST_OF_PATH[url.pathname];
  const user = (request.headers.authorization ?? '').replace(/^Bearer access-/, '');
  if (!list || !standIn.users.has(user)) return answer(response, 404, {});
  if (standIn.revoked.has(user)) return answer(response, 401, {});
  if (standIn.dataDown) return answer(response, 500, {});
  const offset = Number(url.searchParams.get('offset'));
  const limit = Number(url.searchParams.get('limit'));
  standIn.pagesRead.push(`${list}@${offset}`);
  answer(response, 200, (standIn.users.get(user)![list] ?? []).slice(offset, offset + limit));
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  harness = await createTestApp({
    environment: {
      HUMAN_API_CLIENT_ID: 'portal-client',
      HUMAN_API_CLIENT_SECRET: 'portal-secret',
      HUMAN_API_TOKEN_URL: `${origin}/v1/connect/token`,
      HUMAN_API_DATA_URL: origin,
    },
  });
  maria = await coverageOf(harness, 'HHP100001');
  mariaUserId = `${maria.clientId}-${maria.memberId}`;
  harness.clock.set(EVENING_IN_LOS_ANGELES);
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => {
  await harness.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  standIn.dataDown = false;
  standIn.pagesRead.length = 0;
});

function call(method: 'GET' | 'POST' | 'PUT', url: string) {
  return harness.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${mariaJwt}`, 'x-client-abbreviation': 'HARBOR' },
  });
}

const entriesOf = (tracker: Tracker) =>
  harness.database.db
    .select({ date: trackerEntries.entryDate, value: trackerEntries.value, diastolic: trackerEntries.diastolic })
    .from(trackerEntries)
    .where(and(eq(trackerEntries.memberId, maria.memberId), eq(trackerEntries.tracker, tracker), eq(trackerEntries.source, 'HUMAN_API')))
    .orderBy(trackerEntries.entryDate);

const sourceRow = async () =>
  (
    await harness.database.db
      .select()
      .from(deviceSources)
      .where(and(eq(deviceSources.memberId, maria.memberId), eq(deviceSources.source, 'HUMAN_API')))
  )[0];

describe('Human API as a device provider', () => {
  it('is offered, and cannot be connected before the member has connected a source in its Connect window', async () => {
    const devices = await call('GET', '/v1/web/tracking/devices');
    expect(json<{ providers: string[] }>(devices).providers).toEqual(['HUMAN_API']);
    // Pages may frame the Connect window, and nothing else.
    expect(String(devices.headers['content-security-policy']).split(';')).toContain('frame-src https://hapi-connect.humanapi.co');
    const early = await call('POST', '/v1/web/tracking/devices/HUMAN_API/connect');
    expect(early.statusCode).toBe(404);
    expect(await sourceRow()).toBeUndefined();
    // The Connect window is opened with a session token for the member.
    expect(json(await call('PUT', '/v1/web/tracking/human-api-token'))).toEqual({ public_token: `session-${mariaUserId}` });
  });

  it('syncs every list into the trackers as HUMAN_API, reports what it could not count, and adds nothing the second time', async () => {
    standIn.users.set(mariaUserId, {
      activitySummaries: [
        { id: 'a1', date: '2026-03-01', steps: 7400, calories: 280, source: 'fitbit', updatedAt: '2026-03-01T23:00:00Z' },
      ],
      sleepSummaries: [{ id: 's1', date: '2026-03-02', timeAsleep: 412.5, source: 'fitbit', updatedAt: '2026-03-02T15:00:00Z' }],
      weight: [{ id: 'w1', timestamp: '2026-03-02T15:30:00.000Z', value: 77, unit: 'kg', source: 'withings' }],
      bloodPressure: [{ id: 'p1', timestamp: '2026-03-02T15:31:00.000Z', systolic: 122, diastolic: 78, unit: 'mmHg', source: 'withings' }],
      bloodGlucose: [
        { id: 'g1', timestamp: '2026-03-02T16:00:00.000Z', value: 98, unit: 'mg/dL', source: 'dexcom' },
        { id: 'g2', timestamp: '2026-03-02T17:00:00.000Z', value: 5.4, unit: 'mmol/L', source: 'dexcom' },
      ],
    });
    const connected = await call('POST', '/v1/web/tracking/devices/HUMAN_API/connect');
    expect(connected.statusCode).toBe(200);
    const first = await call('POST', '/v1/web/tracking/devices/HUMAN_API/sync');
    expect(first.statusCode).toBe(200);
    expect(json<{ result: unknown }>(first).result).toEqual({
      received: 7,
      added: 6,
      duplicates: 0,
      refused: [{ source_id: 'g2', reason: 'UNIT_NOT_ACCEPTED' }],
    });
    expect(await entriesOf('steps')).toEqual([{ date: '2026-03-01', value: 7400, diastolic: null }]);
    expect(await entriesOf('workouts')).toEqual([{ date: '2026-03-01', value: 280, diastolic: null }]);
    expect(await entriesOf('sleep')).toEqual([{ date: '2026-03-02', value: 413, diastolic: null }]);
    expect(await entriesOf('weight')).toEqual([{ date: '2026-03-02', value: 170, diastolic: null }]);
    expect(await entriesOf('bloodPressure')).toEqual([{ date: '2026-03-02', value: 122, diastolic: 78 }]);
    expect(await entriesOf('glucose')).toEqual([{ date: '2026-03-02', value: 98, diastolic: null }]);
    const again = json<{ result: { added: number; duplicates: number }; source: Record<string, unknown> }>(
      await call('POST', '/v1/web/tracking/devices/HUMAN_API/sync'),
    );
    expect(again.result).toMatchObject({ added: 0, duplicates: 6 });
    expect(again.source).toMatchObject({ source: 'HUMAN_API', state: 'CONNECTED', added: 0, refused: 1, last_error: null });
  });

  it("takes a day's revised summary as the day's steps, and reads a long list page by page", async () => {
    const lists = standIn.users.get(mariaUserId)!;
    lists.activitySummaries = [
      ...lists.activitySummaries!,
      { id: 'a1', date: '2026-03-01', steps: 9100, calories: 280, source: 'fitbit', updatedAt: '2026-03-02T01:00:00Z' },
    ];
    // 501 nights of sleep: two pages of 500.
    lists.sleepSummaries = Array.from({ length: 501 }, (_, night) => ({
      id: `night-${night}`,
      date: new Date(Date.UTC(2026, 2, 2) - night * 86_400_000).toISOString().slice(0, 10),
      timeAsleep: 420,
    }));
    expect((await call('POST', '/v1/web/tracking/devices/HUMAN_API/sync')).statusCode).toBe(200);
    expect(await entriesOf('steps')).toEqual([{ date: '2026-03-01', value: 9100, diastolic: null }]);
    expect(standIn.pagesRead.filter((page) => page.startsWith('sleepSummaries'))).toEqual(['sleepSummaries@0', 'sleepSummaries@500']);
    expect(await entriesOf('sleep')).toHaveLength(501);
  });

  it('marks the source expired when Human API no longer takes the connection, and failed when it does not answer', async () => {
    standIn.dataDown = true;
    expect((await call('POST', '/v1/web/tracking/devices/HUMAN_API/sync')).statusCode).toBe(503);
    expect(await sourceRow()).toMatchObject({ state: 'ERROR', lastError: 'PROVIDER_UNAVAILABLE' });
    standIn.dataDown = false;
    standIn.revoked.add(mariaUserId);
    const expired = json<{ source: Record<string, unknown> }>(await call('POST', '/v1/web/tracking/devices/HUMAN_API/sync'));
    expect(expired.source).toMatchObject({ state: 'EXPIRED', last_error: 'CONNECTION_EXPIRED' });
    standIn.revoked.delete(mariaUserId);
  });
});

describe('the scheduled sync', () => {
  it('syncs a connected member once a day, passes over an expired connection, and records a failure and goes on', async () => {
    const { deviceImports, clients } = harness.services;
    const clientOf = (clientId: number) => clients.findClientById(clientId);
    // Connected again after the last test left the source expired.
    expect((await call('POST', '/v1/web/tracking/devices/HUMAN_API/connect')).statusCode).toBe(200);
    const readingsBefore = (await harness.database.db.select().from(deviceReadings).where(eq(deviceReadings.memberId, maria.memberId)))
      .length;
    standIn.users.get(mariaUserId)!.weight!.push({ id: 'w2', timestamp: '2026-03-03T15:30:00.000Z', value: 169, unit: 'lbs' });
    // Synced a moment ago: not yet due.
    expect(await deviceImports.syncDue(clientOf)).toBe(0);
    harness.clock.set(new Date(EVENING_IN_LOS_ANGELES.getTime() + 25 * 3_600_000));
    expect(await deviceImports.syncDue(clientOf)).toBe(1);
    expect((await harness.database.db.select().from(deviceReadings).where(eq(deviceReadings.memberId, maria.memberId))).length).toBe(
      readingsBefore + 1,
    );
    expect(await deviceImports.syncDue(clientOf)).toBe(0);
    // A day later Human API fails: the source says so, and the round ends without an error.
    harness.clock.set(new Date(EVENING_IN_LOS_ANGELES.getTime() + 50 * 3_600_000));
    standIn.dataDown = true;
    expect(await deviceImports.syncDue(clientOf)).toBe(0);
    expect(await sourceRow()).toMatchObject({ state: 'ERROR', lastError: 'PROVIDER_UNAVAILABLE' });
    // An expired connection waits for the member.
    await harness.database.db.update(deviceSources).set({ state: 'EXPIRED' }).where(eq(deviceSources.memberId, maria.memberId));
    harness.clock.set(new Date(EVENING_IN_LOS_ANGELES.getTime() + 80 * 3_600_000));
    standIn.dataDown = false;
    standIn.pagesRead.length = 0;
    expect(await deviceImports.syncDue(clientOf)).toBe(0);
    expect(standIn.pagesRead).toEqual([]);
    harness.clock.set(EVENING_IN_LOS_ANGELES);
  });
});
