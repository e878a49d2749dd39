import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase, type DatabaseHandle } from '../src/db/database';
import { SERVER_ROOT } from '../src/paths';
import { databaseUrl, withAdminClient } from './postgres-admin';
import { createTestApp } from './test-app';

/** What a test file's database starts from: migrated only, or migrated with the demo plans loaded. */
export type DatabaseStart = 'migrated' | 'demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template databases on PostgreSQL, one per start (test-database.ts copies one per file). */
    postgresTemplates: Record<DatabaseStart, string> | null;
    /** The files holding the run's PGlite data folders, one per start (test-database.ts loads one per file). */
    pgliteSnapshots: Record<DatabaseStart, string> | null;
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
 * Loads the demo plans into a migrated database exactly as a test app does by default (same
 * configuration, same fake clock) and waits until what the load queued has been sent.
 */
async function loadDemoInto(database: DatabaseHandle): Promise<void> {
  const harness = await createTestApp({ database });
  await harness.app.close();
}

/**
 * On PGlite, migrates one in-memory database for the run, then loads the demo plans into it,
 * keeping its data folder after each step in a file: loading one is several times quicker than
 * PGlite's own set-up and the migrations, and the demo load takes seconds more.
 */
async function preparePgliteSnapshots(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-'));
  const keep = async (database: DatabaseHandle, start: DatabaseStart): Promise<string> => {
    const file = path.join(folder, `${start}.tar`);
    await writeFile(file, Buffer.from(await (await dumpPglite(database.db))!.arrayBuffer()));
    return file;
  };
  const database = await openDatabase({ url: undefined, pgliteDir: undefined });
  await database.migrate();
  const migrated = await keep(database, 'migrated');
  await loadDemoInto(database);
  const demo = await keep(database, 'demo');
  await database.close();
  project.provide('pgliteSnapshots', { migrated, demo });
  return () => rm(folder, { recursive: true, force: true });
}

/**
 * On PostgreSQL, migrates one template database for the run and copies it into a second with
 * the demo plans loaded; each test file then copies one (CREATE DATABASE ... TEMPLATE), which is
 * far quicker than migrating and loading per file. Everything the run created is dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('serverBundle', buildServerBundle(project));
  if (project.config.env.TEST_DATABASE !== 'postgres') {
    project.provide('postgresTemplates', null);
    return preparePgliteSnapshots(project);
  }
  project.provide('pgliteSnapshots', null);
  const runId = randomBytes(4).toString('hex');
  const templates = { migrated: `portal_template_${runId}`, demo: `portal_template_demo_${runId}` };
  await withAdminClient((client) => client.query(`create database ${templates.migrated}`));
  const migrated = await openDatabase({ url: databaseUrl(templates.migrated), pgliteDir: undefined });
  await migrated.migrate();
  await migrated.close();
  await withAdminClient((client) => client.query(`create database ${templates.demo} template ${templates.migrated}`));
  const demo = await openDatabase({ url: databaseUrl(templates.demo), pgliteDir: undefined });
  await loadDemoInto(demo);
  await demo.close();
  project.provide('postgresTemplates', templates);
  return async () => {
    await withAdminClient(async (client) => {
      const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `portal_%${runId}%`,
      ]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
  };
}
