import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { SERVER_ROOT } from '../src/paths';
import { databaseUrl, withAdminClient } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string | null;
    serverBundle: string | null;
  }
}

/**
 * The server and its command line bundled for the tests that start them as processes (see
 * server-bundle.ts). One folder per project, one level below the server's folder as dist/ is,
 * so the paths the bundle finds from its own place hold.
 */
function buildServerBundle(project: TestProject): string {
  const outdir = path.join(SERVER_ROOT, `test-bundle-${project.name}`);
  execFileSync(process.execPath, [path.join(SERVER_ROOT, 'build.mjs'), outdir], { stdio: 'inherit' });
  return outdir;
}

/**
 * On PostgreSQL, migrates one template database for the run; each test file then copies it
 * (CREATE DATABASE ... TEMPLATE), which is far quicker than migrating per file. Everything
 * the run created is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('serverBundle', buildServerBundle(project));
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
