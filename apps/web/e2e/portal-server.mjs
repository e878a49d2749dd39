// The portal the browser tests run against (decision 0041): the production build, on a database
// made fresh for the run and loaded with the demo plans. On the PostgreSQL server the integration
// tests use when it answers, dropped again when the run ends; on a fresh embedded PGlite in
// DATA_DIR when it does not.
import { spawn } from 'node:child_process';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// One database per port: two runs on one machine use two ports, and a run left behind by a killed
// one is replaced by the next run on its port.
const DATABASE = `portal_e2e_${Number(process.env.PORT)}`;

async function asAdmin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function freshPostgresDatabase() {
  try {
    await asAdmin(`drop database if exists ${DATABASE} with (force)`);
  } catch (error) {
    // PostgreSQL refusing is a fault to report; no PostgreSQL answering means the embedded database.
    if (error instanceof pg.DatabaseError) throw error;
    console.warn(`No PostgreSQL at ${new URL(ADMIN_URL).host} (${error.message}): the browser tests run on the embedded database.`);
    return undefined;
  }
  await asAdmin(`create database ${DATABASE}`);
  return databaseUrl();
}

const databaseUrlForRun = await freshPostgresDatabase();
const env = databaseUrlForRun ? { ...process.env, DATABASE_URL: databaseUrlForRun, DEMO_DATA: 'on' } : process.env;
const server = spawn(process.execPath, ['--enable-source-maps', '../server/dist/main.js'], { env, stdio: 'inherit' });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}

server.on('exit', async (code) => {
  if (databaseUrlForRun) await asAdmin(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
  process.exit(stopping ? 0 : (code ?? 1));
});
