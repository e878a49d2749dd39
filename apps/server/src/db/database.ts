import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Serialises migrations when several server processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_821_337;

const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // A dropped connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, ...DRIZZLE_OPTIONS }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client: pool, ...DRIZZLE_OPTIONS }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: snapshot });
  const db = drizzlePglite({ client, ...DRIZZLE_OPTIONS });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/**
 * PostgreSQL when a URL is given; otherwise the embedded PGlite, on disk in `pgliteDir`
 * (or in memory when that is undefined, for tests). `pgliteSnapshot`, a PGlite data folder
 * dumped after migrating, starts an in-memory database already migrated: the tests open one per
 * file, and a fresh PGlite's own set-up takes several times longer than loading one.
 */
export function openDatabase(options: {
  url: string | undefined;
  pgliteDir: string | undefined;
  pgliteSnapshot?: Blob;
}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir, options.pgliteSnapshot);
}

/** The PGlite data folder of a database, as `pgliteSnapshot` loads it; null on PostgreSQL. */
export async function dumpPglite(db: Database): Promise<Blob | null> {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client.dumpDataDir('none') : null;
}

/** Rows of a raw query; both drivers answer with a `rows` array. */
export async function queryRows<T>(db: Database, query: Parameters<Database['execute']>[0]): Promise<T[]> {
  // The two drivers type their results differently; both carry `rows`.
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * The connection pool behind a database on PostgreSQL, for what only node-postgres can do
 * (COPY FROM STDIN); null on PGlite.
 */
export function postgresPoolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

const rawDialect = new PgDialect();

/**
 * A raw statement prepared under `name`, for the few that run on every sign-in or call: the
 * server parses and plans it once per connection. Values go in through `sql.placeholder`.
 */
export function prepareStatement<T>(db: Database, name: string, query: SQL): (values: Record<string, unknown>) => Promise<T[]> {
  const prepared = db._.session.prepareQuery(rawDialect.sqlToQuery(query), undefined, name, false);
  return async (values) => ((await prepared.execute(values)) as { rows: T[] }).rows;
}
