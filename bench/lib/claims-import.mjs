// The claims feed (`portal feeds import claims`) beside a plain COPY of the same file into an
// unindexed table of text columns, on the same PostgreSQL; and the import's peak memory.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CLI_NODE_OPTIONS, ROOT, SERVER_CLI } from './processes.mjs';

const PEAK_RSS = pathToFileURL(path.join(ROOT, 'bench/lib/peak-rss.mjs')).href;

/** Writes a claims file of `rows` lines for the generated roster's first `members` members, for care in `year`. */
export function writeClaimsFile(file, { rows, members, year, claimPrefix }) {
  const options = ['--count', String(rows), '--members', String(members), '--year', String(year), '--claim-prefix', claimPrefix];
  writeFileSync(
    file,
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-claims.mjs'), ...options], { maxBuffer: 2 ** 31 - 1 }),
  );
}

function psql(databaseUrl, command) {
  execFileSync('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--dbname', databaseUrl, '--command', command], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });
}

/** psql's \copy: COPY ... FROM STDIN, the file streamed by the client as a plan's file would be. */
function timeCopy(databaseUrl, file) {
  psql(databaseUrl, 'drop table if exists bench_claims_copy');
  psql(databaseUrl, 'create table bench_claims_copy (member text, claim text, service_date text, procedures text, diagnoses text)');
  const started = performance.now();
  psql(databaseUrl, `\\copy bench_claims_copy from '${file}' with (format csv, header true)`);
  const ms = performance.now() - started;
  psql(databaseUrl, 'drop table bench_claims_copy');
  return ms;
}

/** `feeds import claims` as an operator runs it; its wall time, summary and peak memory. */
export function timeImport(env, file, client, workDir) {
  const report = path.join(workDir, 'claims.errors.csv');
  const rssFile = path.join(workDir, 'claims.peak-rss');
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [...CLI_NODE_OPTIONS, '--import', PEAK_RSS, SERVER_CLI, 'feeds', 'import', 'claims', '--client', client, file, '--report', report],
    { cwd: ROOT, env: { ...process.env, ...env, BENCH_PEAK_RSS_FILE: rssFile }, encoding: 'utf8' },
  );
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`feeds import claims failed:\n${result.stdout}\n${result.stderr}`);
  const summary = JSON.parse(readFileSync(report.replace(/\.csv$/, '.summary.json'), 'utf8'));
  const peakRssBytes = Number(readFileSync(rssFile, 'utf8'));
  rmSync(report, { force: true });
  return { ms, summary, peakRssBytes };
}

/** The COPY first (it leaves nothing behind), then the import, of the same file. */
export function measureClaimsImport({ env, client, file, workDir }) {
  const copyMs = timeCopy(env.DATABASE_URL, file);
  const imported = timeImport(env, file, client, workDir);
  return { copyMs, importMs: imported.ms, peakRssMb: imported.peakRssBytes / 2 ** 20, summary: imported.summary };
}
