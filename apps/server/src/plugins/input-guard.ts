import { VALIDATION } from '@portal/contract';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/app-error';

/** Deeper bodies than any call takes are refused before anything walks them recursively. */
export const MAX_BODY_NESTING = 32;

/**
 * Control characters never belong in a query, a path or a single field; NUL in particular
 * reaches PostgreSQL, which refuses it in text. A body's strings keep tab and line breaks,
 * which multi-line text (comments) legitimately holds.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

interface Pending {
  readonly value: unknown;
  readonly path: string;
  readonly depth: number;
}

const childPath = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`).slice(0, 200);

/** Whether a parsed body nests deeper than any call takes; counted without recursion. */
export function nestsTooDeep(value: unknown, maxDepth = MAX_BODY_NESTING): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return true;
    for (const item of Object.values(next.value)) stack.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}

/**
 * The first place in `input` where a key or string holds a forbidden character, or nesting
 * goes past the limit; null when the input is clean. Walks with its own stack, never recursion,
 * so a hostile depth cannot overflow it.
 */
function firstUnsafeInput(input: unknown, textPattern: RegExp, maxDepth = MAX_BODY_NESTING): string | null {
  const stack: Pending[] = [{ value: input, path: '', depth: 0 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (textPattern.test(value)) return path || '_';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return path || '_';
    const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
    for (const [key, item] of entries) {
      if (typeof key === 'string' && CONTROL_IN_LINE.test(key)) return childPath(path, key.replace(CONTROL_IN_LINE, '?'));
      stack.push({ value: item, path: childPath(path, key), depth: depth + 1 });
    }
  }
  return null;
}

function checkRequest(request: FastifyRequest): void {
  const unsafe =
    firstUnsafeInput(request.params, CONTROL_IN_LINE) ??
    firstUnsafeInput(request.query, CONTROL_IN_LINE) ??
    // An upload left as a stream (a plan file) is no parsed input: its bytes are checked by whoever reads them.
    (request.body instanceof Readable ? null : firstUnsafeInput(request.body, CONTROL_IN_TEXT));
  if (unsafe !== null) throw validationError({ [unsafe]: VALIDATION.invalid });
}

/**
 * The one place where every call's input is refused when it holds control characters or
 * nests too deep, before any schema, handler or query sees it: such input is the caller's
 * mistake (400), never a failure of the database (500).
 */
async function inputGuardPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => checkRequest(request));
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
