import SwaggerParser from '@apidevtools/swagger-parser';
import * as contract from '@portal/contract';
import { REQUEST_HEADERS, type CallDefinition } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { needsBearerToken } from './openapi';

interface Operation {
  readonly security?: Record<string, string[]>[];
  readonly parameters?: { readonly in: string; readonly name: string }[];
  readonly description?: string;
  readonly 'x-feature'?: string;
  readonly 'x-permission'?: string;
}

type Document = { paths: Record<string, Record<string, Operation>> };

const calls = Object.values(contract as Record<string, unknown>).filter(
  (value): value is CallDefinition =>
    typeof value === 'object' && value !== null && 'access' in value && 'path' in value && 'method' in value,
);

let harness: TestApp;
let document: Document;

beforeAll(async () => {
  harness = await createTestApp({ demo: false });
  document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
});
afterAll(() => harness.close());

function operationOf(call: CallDefinition): Operation | undefined {
  const path = `/api${call.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
  return document.paths[path]?.[call.method.toLowerCase()];
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('shows every call of the contract, secured by a bearer token unless it is public', () => {
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls) {
      const operation = operationOf(call);
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      const secured = operation?.security?.some((requirement) => 'bearerAuth' in requirement) ?? false;
      expect(secured, `${call.method} ${call.path} (${call.access})`).toBe(needsBearerToken(call.access));
    }
    expect(operationOf(contract.registerCall)?.security).toEqual([{ bearerAuth: [] }]);
    expect(operationOf(contract.registerSsoCall)?.security).toEqual([{ bearerAuth: [] }]);
  });

  it("documents each call's feature flag, permission and request headers", () => {
    for (const call of calls) {
      const operation = operationOf(call);
      expect(operation?.['x-feature'], call.path).toBe(call.feature);
      expect(operation?.['x-permission'], call.path).toBe(call.permission);
      if (call.feature) expect(operation?.description).toContain(call.feature);
      if (call.permission) expect(operation?.description).toContain(call.permission);
      const headers = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'header').map((parameter) => parameter.name);
      // Staff work across every plan and the load balancer's probes name none.
      const staffOrProbe = call.path.startsWith('/v1/staff/') || call.path === '/healthz' || call.path === '/readyz';
      expect(headers.includes(REQUEST_HEADERS.clientAbbreviation), call.path).toBe(!staffOrProbe);
      expect(headers.includes(REQUEST_HEADERS.elevatedRoleToken), call.path).toBe(call.access === 'member');
    }
  });
});
