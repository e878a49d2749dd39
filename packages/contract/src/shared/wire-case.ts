/**
 * The wire speaks snake_case and TypeScript speaks camelCase; this is the one conversion,
 * used by the web client and by the server's wire-case plugin.
 *
 * Only keys shaped like identifiers of the other case are converted. Keys that are data
 * (language codes such as `EN`, numeric ids) pass through unchanged in both directions.
 */
// A key may be a dotted path of such names (`address.zipCode`), as error field maps use.
const CAMEL_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*$/;
const SNAKE_KEY = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/;

const toSnakeCache = new Map<string, string>();
const toCamelCache = new Map<string, string>();
/** Keys arriving from outside are the caller's choice: the caches stop growing at this size. */
export const KEY_CACHE_LIMIT = 4096;

function remember(cache: Map<string, string>, key: string, converted: string): string {
  if (cache.size < KEY_CACHE_LIMIT) cache.set(key, converted);
  return converted;
}

/** How many keys each cache holds (for the test that they stay bounded). */
export function keyCacheSizes(): { snake: number; camel: number } {
  return { snake: toSnakeCache.size, camel: toCamelCache.size };
}

export function snakeKey(key: string): string {
  const cached = toSnakeCache.get(key);
  if (cached !== undefined) return cached;
  return remember(toSnakeCache, key, CAMEL_KEY.test(key) ? key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : key);
}

export function camelKey(key: string): string {
  const cached = toCamelCache.get(key);
  if (cached !== undefined) return cached;
  return remember(
    toCamelCache,
    key,
    SNAKE_KEY.test(key) ? key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()) : key,
  );
}

// Every answer passes through here (health-actions/init is some 65 kB of JSON): plain loops and
// for-in make no entry array per object, measurably cheaper than map and Object.entries.
function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) items[index] = convertKeys(value[index], convertKey);
    return items;
  }
  if (value instanceof Date) return value.toISOString();
  const converted: Record<string, unknown> = {};
  for (const key in value) {
    if (Object.hasOwn(value, key)) converted[convertKey(key)] = convertKeys((value as Record<string, unknown>)[key], convertKey);
  }
  return converted;
}

export function toWireCase(value: unknown): unknown {
  return convertKeys(value, snakeKey);
}

export function fromWireCase(value: unknown): unknown {
  return convertKeys(value, camelKey);
}
