import { toWireCase } from '@portal/contract';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { vi, type Mock } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { accessToken } from '../../../test/fixtures';

export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/** An answer: a body in TypeScript's case with its status (200 unless said). */
export type StubAnswer = { status?: number; body: unknown };

/** The address a fetch asked for, whatever form it came in. */
export function addressOf(input: string | URL | Request): string {
  return input instanceof Request ? input.url : input instanceof URL ? input.href : input;
}

/**
 * Stands in for the server: answers each call by "METHOD /path" (the path after /api), and
 * keeps what each call sent. An unlisted call fails the test loudly.
 */
export function stubServer(answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>): {
  calls: RecordedCall[];
  fetch: Mock<typeof fetch>;
} {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(addressOf(input), 'http://portal.test').pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[`${method} ${path}`];
    if (!answer) throw new Error(`unexpected call ${method} ${path}`);
    const { status = 200, body: payload } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(toWireCase(payload)), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({
    context: () => ({
      clientAbbreviation: 'HARBOR',
      storagePartition: 'harbor',
      correlationId: 'c',
      memberLanguage: 'EN',
      preLoginLanguage: null,
      cohortId: null,
      trackingParameters: null,
      member: { memberId: 42, jwt: accessToken({ exp: Date.now() / 1000 + 600 }), activeCoverageIds: [], dependentIds: [] },
    }),
    onUnauthorized: () => undefined,
  });
  return { calls, fetch: fetchMock };
}

export const failure = (status: number, code: string, fields?: Record<string, string>): StubAnswer => ({
  status,
  body: { error: { code, message: code, ...(fields ? { fields } : {}) } },
});

/** Shows where the router is, so a test can tell a page moved on. */
export function CurrentPath(): ReactElement {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}
