import * as contract from '@portal/contract';
import { buildCallPath, REQUEST_HEADERS, type CallDefinition } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from '../lib/access-tokens';
import { createTestApp, DEMO_PASSWORD, json, signIn, type TestApp } from '../../test/test-app';

const calls = Object.values(contract as Record<string, unknown>).filter(
  (value): value is CallDefinition =>
    typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'method' in value,
);

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

/** Any value for the call's path parameters: the refusal comes before they are read. */
function pathOf(call: CallDefinition): string {
  const params: Record<string, string> = {};
  for (const [, name] of call.path.matchAll(/:([A-Za-z]+)/g)) if (name) params[name] = '1';
  return `/api${buildCallPath(call.path, params)}`;
}

async function send(call: CallDefinition, client: string, jwt?: string) {
  return harness.app.inject({
    method: call.method,
    url: pathOf(call),
    headers: { [REQUEST_HEADERS.clientAbbreviation]: client, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('the feature flag and permission a call declares', () => {
  it('refuses every call of a feature the health plan has turned off, with FEATURE_DISABLED', async () => {
    const flagged = calls.filter((call) => call.feature === 'AUTHORIZATION_CODE_AUTH');
    expect(flagged.length).toBeGreaterThan(0);
    // MESA does not offer mobile sign-in by code; HARBOR does.
    const { jwt } = await signIn(harness.app, 'robert.chen', DEMO_PASSWORD.MESA, 'MESA');
    for (const call of flagged) {
      const response = await send(call, 'MESA', call.access === 'public' ? undefined : jwt);
      expect(response.statusCode, call.path).toBe(403);
      expect(json(response), call.path).toMatchObject({ error: { code: 'FEATURE_DISABLED' } });
    }
    const harborJwt = (await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR)).jwt;
    for (const call of flagged) {
      const response = await send(call, 'HARBOR', call.access === 'public' ? undefined : harborJwt);
      expect(json(response), call.path).not.toMatchObject({ error: { code: 'FEATURE_DISABLED' } });
    }
  });

  it('refuses every call whose permission the token lacks, with 403 FORBIDDEN', async () => {
    const guarded = calls.filter((call) => call.permission !== undefined);
    expect(guarded.length).toBeGreaterThan(5);
    const { jwt } = await signIn(harness.app, 'aisha.rahman', DEMO_PASSWORD.HARBOR);
    const claims = await verifyAccessToken(harness.keys, jwt, harness.clock.now());
    const bare = await issueAccessToken(harness.keys, { ...claims, permissions: [] }, harness.clock.now(), 600);
    for (const call of guarded) {
      const response = await send(call, 'HARBOR', bare.token);
      expect(response.statusCode, call.path).toBe(403);
      expect(json(response), call.path).toMatchObject({ error: { code: 'FORBIDDEN' } });
    }
  });
});
