import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberEmails } from '../../db/schema';
import { coverageOf, type DemoCoverage } from '../../../test/ledger-helpers';
import { createStaff, staffCall, staffSignIn } from '../../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../../test/test-app';
import { createDeviceImports } from './device-imports.service';
import { createDeviceReadingsRepository } from './device-readings.repository';

let harness: TestApp;
let maria: DemoCoverage;
let mariaJwt: string;
let humanApi: http.Server;
/** What the stand-in for Human API's token endpoint received, and whether it answers. */
const tokenRequests: Record<string, unknown>[] = [];
let tokenEndpointDown = false;

const EVENING_IN_LOS_ANGELES = new Date('2026-03-03T05:00:00Z');

beforeAll(async () => {
  humanApi = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      tokenRequests.push({ path: request.url, ...(JSON.parse(body) as Record<string, unknown>) });
      response.writeHead(tokenEndpointDown ? 502 : 200, { 'content-type': 'application/json' });
      response.end(tokenEndpointDown ? '{}' : JSON.stringify({ session_token: 'st-4711' }));
    });
  });
  await new Promise<void>((resolve) => humanApi.listen(0, '127.0.0.1', resolve));
  const { port } = humanApi.address() as AddressInfo;
  harness = await createTestApp({
    environment: {
      DEMO_DEVICE: 'on',
      HUMAN_API_CLIENT_ID: 'portal-client',
      HUMAN_API_CLIENT_SECRET: 'portal-secret',
      HUMAN_API_TOKEN_URL: `http://127.0.0.1:${port}/v1/connect/token`,
    },
  });
  maria = await coverageOf(harness, 'HHP100001');
  harness.clock.set(EVENING_IN_LOS_ANGELES);
  mariaJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
});

afterAll(async () => {
  await harness.close();
  await new Promise((resolve) => humanApi.close(resolve));
});

function call(jwt: string, method: 'GET' | 'POST' | 'PUT', url: string) {
  return harness.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${jwt}`, 'x-client-abbreviation': 'HARBOR' } });
}

describe('the demo device', () => {
  it('is offered, and cannot sync before it is connected', async () => {
    expect(json<{ providers: string[] }>(await call(mariaJwt, 'GET', '/v1/web/tracking/devices')).providers).toEqual([
      'HUMAN_API',
      'DEMO_DEVICE',
    ]);
    const early = await call(mariaJwt, 'POST', '/v1/web/tracking/devices/DEMO_DEVICE/sync');
    expect(early.statusCode).toBe(404);
  });

  it("connects, then a sync brings a week of readings ending on the plan's today, and a second sync adds nothing", async () => {
    const connected = await call(mariaJwt, 'POST', '/v1/web/tracking/devices/DEMO_DEVICE/connect');
    expect(connected.statusCode).toBe(200);
    expect(json(connected)).toMatchObject({ source: { source: 'DEMO_DEVICE', state: 'CONNECTED', received: 0 } });
    const synced = await call(mariaJwt, 'POST', '/v1/web/tracking/devices/DEMO_DEVICE/sync');
    expect(synced.statusCode).toBe(200);
    expect(json(synced)).toMatchObject({
      result: { received: 28, added: 28, duplicates: 0, refused: [] },
      source: { source: 'DEMO_DEVICE', state: 'CONNECTED', received: 28, added: 28, refused: 0, last_error: null },
    });
    const steps = json<{ entries: { date: string; source: string; entered_by_hand: boolean }[] }>(
      await call(mariaJwt, 'GET', '/v1/web/tracking/history/steps'),
    ).entries;
    expect(steps.map((entry) => entry.date)).toEqual([
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
    ]);
    expect(steps.every((entry) => entry.source === 'DEMO_DEVICE' && !entry.entered_by_hand)).toBe(true);
    expect(json(await call(mariaJwt, 'POST', '/v1/web/tracking/devices/DEMO_DEVICE/sync'))).toMatchObject({
      result: { received: 28, added: 0, duplicates: 28 },
    });
  });

  it('cannot be connected or synced by staff viewing the member', async () => {
    const staffJwt = await staffSignIn(harness, await createStaff(harness, 'demo.device.support', 'SUPPORT'));
    const opened = await staffCall(harness, staffJwt, 'POST', '/api/v1/staff/impersonations', {
      member_id: maria.memberId,
      reason: 'Member asks about her demo device',
    });
    const viewerJwt = opened.json<{ jwt: string }>().jwt;
    for (const action of ['connect', 'sync']) {
      const response = await call(viewerJwt, 'POST', `/v1/web/tracking/devices/DEMO_DEVICE/${action}`);
      expect(response.statusCode).toBe(403);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('IMPERSONATION_READ_ONLY');
    }
  });
});

describe('a provider that says the connection is no longer valid', () => {
  it('marks the source EXPIRED, asking the member to reconnect, and a failing provider marks it ERROR', async () => {
    const client = (await harness.services.clients.findClient('HARBOR'))!;
    const member = { memberId: maria.memberId, clientId: maria.clientId };
    let answer: 'expired' | 'down' = 'expired';
    const imports = createDeviceImports({
      repository: createDeviceReadingsRepository(harness.database.db),
      // These syncs bring no readings, so no goal can be reached.
      goals: { complete: async () => undefined },
      clock: harness.clock,
      providers: [
        {
          name: 'HUMAN_API',
          connect: async () => undefined,
          sync: async () => {
            if (answer === 'down') throw new Error('connection refused');
            return { expired: true };
          },
        },
      ],
    });
    await imports.connect(client, member, 'HUMAN_API');
    expect(await imports.sync(client, member, 'HUMAN_API')).toMatchObject({
      source: { source: 'HUMAN_API', state: 'EXPIRED', lastError: 'CONNECTION_EXPIRED' },
    });
    answer = 'down';
    await expect(imports.sync(client, member, 'HUMAN_API')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await imports.sources(member)).find((status) => status.source === 'HUMAN_API')).toMatchObject({
      state: 'ERROR',
      lastError: 'PROVIDER_UNAVAILABLE',
    });
    expect(await imports.connect(client, member, 'HUMAN_API')).toMatchObject({ state: 'CONNECTED', lastError: null });
  });
});

describe("Human API's public token", () => {
  it("is a Connect session from the operator's token endpoint, naming the member by an opaque id and their e-mail address only", async () => {
    const response = await call(mariaJwt, 'PUT', '/v1/web/tracking/human-api-token');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ public_token: 'st-4711' });
    const [email] = await harness.database.db
      .select({ address: memberEmails.address })
      .from(memberEmails)
      .where(and(eq(memberEmails.memberId, maria.memberId), eq(memberEmails.kind, 'PRIMARY')));
    expect(tokenRequests).toEqual([
      {
        path: '/v1/connect/token',
        client_id: 'portal-client',
        client_secret: 'portal-secret',
        type: 'session',
        client_user_id: `${maria.clientId}-${maria.memberId}`,
        client_user_email: email!.address,
      },
    ]);
  });

  it('answers 503 when the token endpoint fails', async () => {
    tokenEndpointDown = true;
    try {
      const response = await call(mariaJwt, 'PUT', '/v1/web/tracking/human-api-token');
      expect(response.statusCode).toBe(503);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      tokenEndpointDown = false;
    }
  });
});
