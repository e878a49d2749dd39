import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { databaseUrl, withAdminClient } from './postgres-admin';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database for one test file: in-memory PGlite, or a copy of the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'pglite') {
    const database = await openDatabase({ url: undefined, pgliteDir: undefined });
    await database.migrate();
    return database;
  }
  return openDatabase({ url: await createPostgresTestDatabase(), pgliteDir: undefined });
}

/** A fresh, migrated PostgreSQL database (a copy of the run's template); answers its URL. */
export async function createPostgresTestDatabase(): Promise<string> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('The PostgreSQL template database was not prepared');
  const name = `${template.replace('template', 'file')}_${randomBytes(3).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name} template ${template}`));
  return databaseUrl(name);
}
