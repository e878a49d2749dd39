import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HARBOR } from '../../test/identity-flows';
import { createStaff, staffSignIn } from '../../test/staff-helpers';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/test-app';

/**
 * Every operation of the OpenAPI document gets generated bad input (wrong types, control
 * characters, huge and deeply nested values, prototype keys, wrong content types, junk path
 * parameters), with and without a token: the answer must never be a 5xx. Seeded, so a failure
 * repeats; bounded, so it runs in well under a minute. Both databases: PostgreSQL refuses some
 * input (NUL in text) that PGlite lets through.
 */

type Schema = Record<string, unknown>;
interface Operation {
  readonly method: string;
  readonly path: string;
  readonly parameters: { name: string; in: string; schema?: Schema }[];
  readonly body: Schema | undefined;
}

const SEED = 20_261_123;
const VARIANTS_PER_OPERATION = 14;

/** A small seeded generator (mulberry32): the same run every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(SEED);
const pick = <T>(choices: readonly T[]): T => choices[Math.floor(random() * choices.length)]!;

const deeplyNested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { nested: value } : [value];
  return value;
};

const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  1e308,
  '',
  'a\u0000b',
  '\u0000',
  'line\u0007bell',
  '\u202e\ud800',
  'x'.repeat(100_000),
  '1e400',
  'NaN',
  '9999-99-99',
  '00000000-0000-0000-0000-000000000000',
  "' or 1=1 --",
  [],
  ['a', 1, null],
  {},
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  { constructor: { prototype: { polluted: true } } },
  deeplyNested(10),
  deeplyNested(200),
];

const JUNK_SEGMENTS = [
  'x',
  '%00',
  '-1',
  '0',
  '99999999999999999999',
  '1e400',
  'NaN',
  '..%2F..',
  'a'.repeat(3000),
  '%E0%A4%A',
  '__proto__',
  'constructor',
  '%0D%0Aset-cookie',
];
const JUNK_QUERY_VALUES = [
  '%00',
  'a%01b',
  '%E0%A4%A',
  '-1',
  '99999999999999999999',
  'x'.repeat(8000),
  '',
  '__proto__',
  '2020-13-45',
  'true',
];

/** A value that fits the schema well enough to get past the first checks, so mutations reach deeper. */
function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'a';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives?.length) return plausible(alternatives.find((option) => option.type !== 'null') ?? alternatives[0], depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((option) => option !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, plausible(property, depth + 1)]));
    }
    case 'array':
      return [plausible(schema.items as Schema | undefined, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'date') return '2020-01-01';
      if (schema.format === 'date-time') return '2020-01-01T00:00:00Z';
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'a'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    default:
      return 'a';
  }
}

/** One request of bad input for an operation. */
function badRequest(operation: Operation): Omit<InjectOptions, 'headers' | 'url'> & { url: string; headers: Record<string, string> } {
  const path = operation.path.replace(/\{[^}]+\}/g, () => (random() < 0.7 ? pick(JUNK_SEGMENTS) : '1'));
  const query = new URLSearchParams();
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  for (const parameter of queryParameters) {
    if (random() < 0.6) query.append(parameter.name, random() < 0.5 ? String(plausible(parameter.schema)) : '');
  }
  let search = query.toString();
  const junkQuery = pick(JUNK_QUERY_VALUES);
  const junkName =
    queryParameters.length > 0 && random() < 0.7 ? pick(queryParameters).name : pick(['__proto__[x]', 'constructor', 'unknown']);
  search = [search, `${encodeURIComponent(junkName)}=${junkQuery}`, random() < 0.2 ? `${encodeURIComponent(junkName)}=again` : '']
    .filter(Boolean)
    .join('&');
  const url = `${path}?${search}`;
  if (operation.method === 'GET' || operation.method === 'HEAD') return { method: operation.method, url, headers: {} };

  const base = plausible(operation.body);
  const shape = random();
  if (shape < 0.12)
    return {
      method: operation.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: pick([
        '{"a":',
        '[1,2',
        'nul',
        '"\\u0000"',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      ]),
    };
  if (shape < 0.2) {
    return {
      method: operation.method,
      url,
      headers: {
        'content-type': pick([
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
        ]),
      },
      payload: pick(['a=1&b=%00', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', '<a>1</a>', JSON.stringify(base)]),
    };
  }
  if (shape < 0.3)
    return {
      method: operation.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(pick(BAD_VALUES)),
    };
  const body = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  const names = Object.keys(body);
  const mutations = 1 + Math.floor(random() * 3);
  for (let mutation = 0; mutation < mutations; mutation += 1) {
    const name =
      names.length > 0 && random() < 0.8 ? pick(names) : pick(['unknown_key', '__proto__', 'constructor', 'prototype', 'a\u0000b']);
    body[name] = pick(BAD_VALUES);
  }
  return { method: operation.method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

type BadRequest = ReturnType<typeof badRequest>;

/** Each parameter and each body field in turn, with the values most likely to reach the database. */
function systematicRequests(operation: Operation): BadRequest[] {
  const requests: BadRequest[] = [];
  const fill = (junk: string) => operation.path.replace(/\{[^}]+\}/g, junk);
  const validPath = fill('1');
  const hasPathParameters = validPath !== operation.path;
  if (hasPathParameters) {
    for (const junk of ['x', '%00', '99999999999999999999', 'a'.repeat(3000)])
      requests.push({ method: operation.method, url: fill(junk), headers: {} });
  }
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const plausibleQuery = queryParameters.map((parameter) => `${parameter.name}=${encodeURIComponent(String(plausible(parameter.schema)))}`);
  for (const [index, parameter] of queryParameters.entries()) {
    for (const junk of ['%00', 'a%1Fb', 'x'.repeat(6000), '99999999999999999999', '-1', '2020-02-31']) {
      const search = [...plausibleQuery.filter((_, other) => other !== index), `${parameter.name}=${junk}`].join('&');
      requests.push({ method: operation.method, url: `${validPath}?${search}`, headers: {} });
    }
  }
  if (operation.method === 'GET' || operation.method === 'HEAD') return requests;
  const base = plausible(operation.body);
  const fields = base !== null && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : [];
  const url = plausibleQuery.length > 0 ? `${validPath}?${plausibleQuery.join('&')}` : validPath;
  const withField = (field: string, value: unknown): BadRequest => ({
    method: operation.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...(base as Record<string, unknown>), [field]: value }),
  });
  requests.push({
    method: operation.method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(base),
  });
  for (const field of fields) {
    for (const value of ['a\u0000b', 'x'.repeat(100_000), 99999999999, -1, ['a'], { nested: true }, null, '2020-02-31'])
      requests.push(withField(field, value));
  }
  return requests;
}

let harness: TestApp;
let operations: Operation[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  const document = harness.app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
});

afterAll(async () => {
  await harness.close();
});

it('answers no 5xx to generated bad input on any operation, with or without a token', { timeout: 120_000 }, async () => {
  expect(operations.length).toBeGreaterThan(40);
  const staffJwt = await staffSignIn(harness, await createStaff(harness, 'fuzz.admin', 'ADMIN'));
  const failures: string[] = [];
  for (const operation of operations) {
    // A fresh member session per operation: a call may end the one before (logout, bad refresh).
    const { jwt } = await signIn(harness.app, 'maria.lopez', DEMO_PASSWORD.HARBOR);
    const ownToken = operation.path.includes('/staff/') ? staffJwt : jwt;
    const tokens = [null, jwt, ...(operation.path.includes('/staff/') ? [staffJwt] : [])];
    const requests = [
      ...systematicRequests(operation).map((request) => ({ request, token: ownToken })),
      ...Array.from({ length: VARIANTS_PER_OPERATION }, (_, variant) => ({
        request: badRequest(operation),
        token: tokens[variant % tokens.length],
      })),
    ];
    for (const { request, token } of requests) {
      const answer = await harness.app.inject({
        ...request,
        headers: { ...HARBOR, ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (answer.statusCode >= 500) {
        const shown = typeof request.payload === 'string' ? request.payload.slice(0, 200) : '';
        failures.push(
          `${request.method} ${String(request.url).slice(0, 200)} ${shown} -> ${answer.statusCode} ${answer.body.slice(0, 200)}`,
        );
      }
    }
  }
  expect(failures).toEqual([]);
});
