import path from 'node:path';

/**
 * The server package's folder. This file sits one level below it both as source (src/) and
 * when bundled (dist/), so paths built from here hold in both.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const SEED_DIR = path.join(SERVER_ROOT, 'seed');
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
