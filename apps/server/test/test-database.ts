import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import type { DatabaseStart } from './global-setup';
import { databaseUrl, withAdminClient } from './postgres-admin';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh database for one test file, migrated and, with start `demo`, holding the demo plans:
 * in-memory PGlite loaded from the run's snapshot, or a copy of the run's template.
 */
export async function createTestDatabase(start: DatabaseStart = 'migrated'): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    const snapshots = inject('pgliteSnapshots');
    if (!snapshots) throw new Error('The PGlite snapshots were not prepared');
    return openDatabase({ url: undefined, pgliteDir: undefined, pgliteSnapshot: new Blob([await readFile(snapshots[start])]) });
  }
  return openDatabase({ url: await createPostgresTestDatabase(start), pgliteDir: undefined });
}

/** A fresh PostgreSQL database (a copy of the run's template for that start); answers its URL. */
export async function createPostgresTestDatabase(start: DatabaseStart = 'migrated'): Promise<string> {
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('The PostgreSQL template databases were not prepared');
  const template = templates[start];
  const name = `${template.replace('template', 'file')}_${randomBytes(3).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name} template ${template}`));
  return databaseUrl(name);
}
