import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { databaseUrl, withAdminClient } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | null;
  }
}

/**
 * On PostgreSQL, migrates one template database for the run; each test file then copies it
 * (CREATE DATABASE ... TEMPLATE), which is far quicker than migrating per file. Everything
 * the run created is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (project.config.env.TEST_DATABASE !== 'postgres') {
    project.provide('postgresTemplate', null);
    return undefined;
  }
  const runId = randomBytes(4).toString('hex');
  const template = `portal_template_${runId}`;
  await withAdminClient((client) => client.query(`create database ${template}`));
  const database = await openDatabase({ url: databaseUrl(template), pgliteDir: undefined });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    await withAdminClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `portal_%${runId}%`,
      ]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
  };
}
