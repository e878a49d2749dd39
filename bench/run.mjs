// `npm run bench`: speed, size and scale of the portal beside this machine's own baselines,
// each figure against its budget; exits non-zero when a budget fails.
//   npm run bench                  full run on the local PostgreSQL (1,000 and 100,000 members, 1,000,000 claims)
//   npm run bench -- --short       CI's run: fewer seconds per route, 1,000 members, 100,000 claims
//   npm run bench -- --pglite      on the embedded database instead
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { load, median } from './lib/http-load.mjs';
import { measureClaimsImport, timeImport, writeClaimsFile } from './lib/claims-import.mjs';
import {
  COMPLETIONS_PER_MEMBER,
  LEDGER_ENTRIES_PER_MEMBER,
  TRACKER_ENTRIES_PER_TRACKER,
  fundMember,
  openBenchDatabase,
  registerRedeemers,
  seedEngagement,
} from './lib/engagement-seed.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { ROOT, SERVER_MAIN, runCli, runNpm, startProcess } from './lib/processes.mjs';
import { figure, machine, reportName, verdict, writeReport } from './lib/report.mjs';
import { measureSignIn } from './lib/sign-in-cost.mjs';
import { measureStartup } from './lib/startup.mjs';
import { measureSignInPage } from './lib/web-size.mjs';

const { values: flags } = parseArgs({
  options: { short: { type: 'boolean', default: false }, pglite: { type: 'boolean', default: false } },
});
const SETTINGS = flags.short
  ? { seconds: 3, rounds: 3, rosters: [1_000], signIns: 150, startups: 2, lighthouseRuns: 5, claims: 100_000 }
  : { seconds: 8, rounds: 3, rosters: [1_000, 100_000], signIns: 200, startups: 3, lighthouseRuns: 5, claims: 1_000_000 };
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'portal_bench';
const PORTAL_PORT = 3900;
const BASELINE_PORT = 3901;
const PORTAL = `http://localhost:${PORTAL_PORT}`;
const MEMBER = { client: 'HARBOR', username: 'maria.lopez', password: 'Harbor!2026' };
/**
 * Redemptions are made by other members than the one whose rewards are read, so that the
 * rewards/init figure does not grow with the bench's own orders: members of the roster registered
 * with this member's password, several at once, as a plan's members redeem (decision 0039).
 */
const REDEEMER = { client: 'HARBOR', username: 'aisha.rahman', password: 'Harbor!2026' };
/** Twice the load's connections, taken in turn: requests in flight are mostly of different members. */
const REDEEMERS = 20;
/** Enough for every redemption the full run makes (each about $10), with room to spare. */
const REDEEMER_FUNDS = 1_000_000_000;

/**
 * Budgets of the health-actions issue that the portal does not meet yet: they are measured and
 * reported, marked advisory, until the work that meets them lands (decision 0034).
 */
const NOT_YET_MET = new Set(['claimsImport', 'redeem']);
/**
 * DESIGN section 8 asks reads for half the baseline. A redemption is a write: one transaction
 * that locks two ledger accounts, draws on lots and writes an order, so its floor is lower
 * (decision 0037).
 */
const API_BUDGETS = { redeem: 0.25 };
/** The bench's redeemers, registered with the first roster. */
let redeemerNames = [];
const log = (message) => process.stdout.write(`[bench] ${message}\n`);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const figures = [];
const notes = [];
const raw = {};

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  } finally {
    await admin.end();
  }
  return ADMIN_URL.replace(/\/[^/]*$/, `/${BENCH_DATABASE}`);
}

async function readPasswordHash(env) {
  const text = 'select password_hash from members where username = $1';
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(text, [MEMBER.username]).finally(() => client.end());
    return rows[0].password_hash;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(env.DATA_DIR, 'pglite'));
  const { rows } = await db.query(text, [MEMBER.username]).finally(() => db.close());
  return rows[0].password_hash;
}

async function signIn(member = MEMBER) {
  const response = await fetch(`${PORTAL}/api/v2/web/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-abbreviation': member.client },
    body: JSON.stringify({ username: member.username, password: member.password }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.mfa_type) throw new Error(`the bench member could not sign in (${response.status})`);
  return body.jwt;
}

/**
 * The body of one redemption the redeemer can repeat: one of the cheapest physical items, from their
 * latest coverage, to their mailing address (a physical item needs no verified e-mail).
 */
async function redemptionBody(token) {
  const read = async (address) =>
    (
      await fetch(`${PORTAL}/api${address}`, { headers: { authorization: `Bearer ${token}`, 'x-client-abbreviation': REDEEMER.client } })
    ).json();
  const [rewards, info] = await Promise.all([read('/v1/web/rewards/init'), read('/v3/web/member/member-info')]);
  const item = rewards.rewards_available
    .filter((offer) => offer.delivery_form === 'PHYSICAL')
    .sort((a, b) => a.redemption_amount - b.redemption_amount)[0];
  // The coverage the bench funded: the one holding the most.
  const coverage = [...rewards.point_summaries].sort((a, b) => b.available_points - a.available_points)[0];
  const address = info.addresses.find((candidate) => candidate.primary);
  if (!item || !coverage || !address) throw new Error('the redeemer has no physical item, coverage or mailing address to redeem with');
  const body = JSON.stringify({
    account: { member_id: info.id, member_coverage_id: coverage.member_coverage_id },
    items: [{ incentive_product_variation_id: item.id, quantity: 1, delivery_form: 'PHYSICAL', shipping_id: address.id }],
  });
  // One redemption first, so a refusal is reported with the portal's own words, not as a count.
  const tried = await fetch(`${PORTAL}/api/v3/web/rewards/redeem`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-client-abbreviation': REDEEMER.client,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body,
  });
  if (tried.status !== 200) throw new Error(`the bench redemption was refused (${tried.status}): ${await tried.text()}`);
  return body;
}

/** Each route and the baseline, one after another, `rounds` times; medians of the rounds. */
async function measureApi(routes) {
  const rounds = Object.fromEntries(Object.keys(routes).map((name) => [name, []]));
  for (let round = 0; round < SETTINGS.rounds; round += 1) {
    const token = await signIn();
    const redeemers = [];
    for (const username of redeemerNames) {
      const redeemerToken = await signIn({ ...REDEEMER, username });
      redeemers.push({ token: redeemerToken, body: await redemptionBody(redeemerToken) });
    }
    for (const [name, route] of Object.entries(routes))
      rounds[name].push(await load({ ...route(token, redeemers), seconds: SETTINGS.seconds }));
  }
  const summary = {};
  for (const [name, results] of Object.entries(rounds)) {
    summary[name] = {
      requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
      p50: median(results.map((result) => result.p50)),
      p99: median(results.map((result) => result.p99)),
      ratioToBaseline: median(results.map((result, index) => result.requestsPerSecond / rounds.baseline[index].requestsPerSecond)),
      rounds: results,
    };
  }
  return summary;
}

const bearer = (token) => ({ authorization: `Bearer ${token}`, 'x-client-abbreviation': MEMBER.client });
const API_ROUTES = {
  baseline: (token) => ({ url: `http://127.0.0.1:${BASELINE_PORT}/member`, headers: bearer(token) }),
  memberInfo: (token) => ({ url: `http://127.0.0.1:${PORTAL_PORT}/api/v3/web/member/member-info`, headers: bearer(token) }),
  configuration: () => ({
    url: `http://127.0.0.1:${PORTAL_PORT}/api/v1/web/client/configuration`,
    headers: { 'x-client-abbreviation': MEMBER.client },
  }),
  renew: (token) => ({ url: `http://127.0.0.1:${PORTAL_PORT}/api/v1/web/member/renew-jwt`, headers: bearer(token) }),
  healthActions: (token) => ({ url: `http://127.0.0.1:${PORTAL_PORT}/api/v3/web/health-actions/init`, headers: bearer(token) }),
  rewards: (token) => ({ url: `http://127.0.0.1:${PORTAL_PORT}/api/v1/web/rewards/init`, headers: bearer(token) }),
  tracking: (token) => ({ url: `http://127.0.0.1:${PORTAL_PORT}/api/v1/web/tracking/init-tracking`, headers: bearer(token) }),
  learn: (token) => ({ url: `http://127.0.0.1:${PORTAL_PORT}/api/v1/web/learn/init-learn`, headers: bearer(token) }),
  redeem: (_token, redeemers) => ({
    url: `http://127.0.0.1:${PORTAL_PORT}/api/v3/web/rewards/redeem`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    variants: redeemers.map((redeemer) => ({ headers: bearer(redeemer.token), body: redeemer.body })),
    uniqueHeader: 'idempotency-key',
  }),
};
const SCALE_ROUTES = {
  baseline: API_ROUTES.baseline,
  memberInfo: API_ROUTES.memberInfo,
  healthActions: API_ROUTES.healthActions,
  rewards: API_ROUTES.rewards,
  tracking: API_ROUTES.tracking,
  redeem: API_ROUTES.redeem,
};
/** Claims of care inside the members' coverage, which record completions and issue rewards. */
const VERIFYING_CLAIMS = 10_000;
/** The routes whose latency must hold as the roster grows, with the words the report uses. */
const SCALED = {
  memberInfo: 'member-info',
  healthActions: 'health-actions/init',
  rewards: 'rewards/init',
  tracking: 'tracking/init-tracking',
  redeem: 'redeem',
};

const describe = (result) => `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`;

async function main() {
  log(`building (${flags.short ? 'short' : 'full'} run, ${flags.pglite ? 'PGlite' : 'PostgreSQL'})`);
  runNpm(['run', 'build', '--silent']);
  const env = {
    NODE_ENV: 'production',
    PORT: String(PORTAL_PORT),
    DATA_DIR: path.join(workDir, 'data'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    DEFAULT_CLIENT: MEMBER.client,
    DEMO_DATA: 'off',
    // A bench floods sign-in from one address; the limits would (rightly) answer 429.
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    DATABASE_URL: flags.pglite ? '' : await recreateDatabase(),
    // On PostgreSQL the portal runs as a deployment of several instances would: attempt counters in Redis.
    REDIS_URL: flags.pglite ? '' : (process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379'),
    REDIS_KEY_PREFIX: 'portal-bench:',
  };
  runCli(['demo', 'load'], env);
  // The bench plan's learning library, loaded as an operator would (a refused library stops the bench).
  log(runCli(['learn', 'load', '--client', MEMBER.client, '--dir', path.join(ROOT, 'apps/server/seed/learn')], env));
  const scale = {};
  for (const [index, members] of SETTINGS.rosters.entries()) {
    const roster = path.join(workDir, `roster-${members}.csv`);
    writeFileSync(
      roster,
      execFileSync(process.execPath, [path.join(ROOT, 'scripts/generate-roster.mjs'), '--count', String(members)], { maxBuffer: 2 ** 30 }),
    );
    log(
      `importing ${members.toLocaleString('en-US')} members: ${runCli(['import', 'eligibility', '--client', MEMBER.client, roster], env)}`,
    );
    const seedStarted = performance.now();
    const database = await openBenchDatabase(env);
    const seeded = await seedEngagement(database, MEMBER.client)
      .then(async (count) => {
        if (index === 0) {
          redeemerNames = await registerRedeemers(database, REDEEMER.client, REDEEMER.username, REDEEMERS);
          for (const username of redeemerNames) await fundMember(database, REDEEMER.client, username, REDEEMER_FUNDS);
        }
        await database.settle();
        return count;
      })
      .finally(() => database.close());
    log(
      `seeded ${seeded.toLocaleString('en-US')} members with ${COMPLETIONS_PER_MEMBER} completions, ${LEDGER_ENTRIES_PER_MEMBER} ledger entries and ${TRACKER_ENTRIES_PER_TRACKER} readings per tracker each (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
    );
    const baselineEnv = { JWT_PRIVATE_KEY: env.JWT_PRIVATE_KEY, PORT: String(BASELINE_PORT), DATABASE_URL: env.DATABASE_URL };
    if (flags.pglite) {
      // PGlite opens in one process only: the baseline reads a copy of the same database.
      baselineEnv.PGLITE_DIR = path.join(workDir, 'baseline-pglite');
      rmSync(baselineEnv.PGLITE_DIR, { recursive: true, force: true });
      cpSync(path.join(env.DATA_DIR, 'pglite'), baselineEnv.PGLITE_DIR, { recursive: true });
    }
    const passwordHash = index === 0 ? await readPasswordHash(env) : undefined;
    const portal = await startProcess([SERVER_MAIN], env, `${PORTAL}/api/readyz`);
    const baseline = await startProcess(
      [path.join(ROOT, 'bench/baseline-server.mjs')],
      baselineEnv,
      `http://127.0.0.1:${BASELINE_PORT}/healthz`,
    );
    try {
      if (index === 0) {
        log('sign-in against a bare argon2id verify');
        const signInCost = await measureSignIn({
          origin: PORTAL,
          ...MEMBER,
          passwordHash,
          rounds: SETTINGS.rounds,
          signIns: SETTINGS.signIns,
        });
        raw.signIn = signInCost;
        const pair = (name) =>
          `login ${signInCost[name].login[name].toFixed(1)} ms, verify ${signInCost[name].verify[name].toFixed(1)} ms (median of ${SETTINGS.rounds} rounds)`;
        figures.push(
          figure(
            'Sign-in',
            'login p50 / argon2id verify p50',
            signInCost.p50.login.p50 / signInCost.p50.verify.p50,
            '×',
            { atMost: 1.5 },
            pair('p50'),
          ),
        );
        figures.push(
          figure(
            'Sign-in',
            'login p99 / argon2id verify p99',
            signInCost.p99.login.p99 / signInCost.p99.verify.p99,
            '×',
            { atMost: 3 },
            pair('p99'),
          ),
        );
      }
      log(`API with ${members.toLocaleString('en-US')} members: ${SETTINGS.rounds} rounds of ${SETTINGS.seconds} s per route`);
      const api = await measureApi(index === 0 ? API_ROUTES : SCALE_ROUTES);
      raw[`api${members}`] = api;
      scale[members] = api;
      if (index === 0) {
        // Every route of the first run against the baseline, in the order they are listed.
        for (const name of Object.keys(API_ROUTES).filter((route) => route !== 'baseline')) {
          figures.push(
            figure(
              'API',
              `${name} throughput / baseline`,
              api[name].ratioToBaseline,
              '×',
              { atLeast: API_BUDGETS[name] ?? 0.5, advisory: NOT_YET_MET.has(name) },
              `${describe(api[name])}; baseline ${describe(api.baseline)}`,
            ),
          );
        }
        log('sign-in page size');
        const size = await measureSignInPage(`${PORTAL}/login`);
        raw.webSize = size;
        figures.push(
          figure(
            'Web',
            'sign-in page JS + CSS, gzip',
            size.totalKb,
            'KB',
            { atMost: 150 },
            `${size.files} files; besides, ${size.translations.files} translation files (JSON), ${size.translations.kb.toFixed(1)} KB`,
          ),
        );
        figures.push(figure('Web', 'largest chunk, gzip', size.largest.kb, 'KB', { atMost: 100 }, size.largest.url));

        log(`Lighthouse (mobile), ${SETTINGS.lighthouseRuns} runs per page`);
        const lighthouse = await measureLighthouse({
          origin: PORTAL,
          username: MEMBER.username,
          password: MEMBER.password,
          runs: SETTINGS.lighthouseRuns,
        });
        raw.lighthouse = lighthouse;
        for (const [page, scores] of [
          ['/login', lighthouse.signInPage],
          ['/ signed in', lighthouse.home],
        ]) {
          const failing = scores.failing.length ? `failing audits: ${scores.failing.join(', ')}` : '';
          const { fcpMs, lcpMs, tbtMs } = scores.metrics;
          const timings = `median of ${scores.runs.join(', ')}; FCP ${fcpMs} ms, LCP ${lcpMs} ms, TBT ${tbtMs} ms`;
          // Performance under simulated throttling swings by ten points between runs on a shared 2-core
          // machine (decision 0018): the short run reports it, the full run enforces it, for the sign-in
          // page and the signed-in home alike (99 in a quiet short run once home listed the health actions).
          const advisory = flags.short;
          figures.push(figure('Lighthouse', `${page} performance`, scores.performance, '', { atLeast: 95, advisory }, timings));
          figures.push(figure('Lighthouse', `${page} accessibility`, scores.accessibility, '', { atLeast: 100 }, failing));
          figures.push(figure('Lighthouse', `${page} best practices`, scores.bestPractices, '', { atLeast: 95 }));
        }
      }
    } finally {
      await portal.stop();
      await baseline.stop();
    }
  }
  if (scale[100_000]) {
    const [small, large] = [scale[1_000], scale[100_000]];
    for (const [route, words] of Object.entries(SCALED)) {
      const detail = (name) => `${small[route][name]} ms at 1,000, ${large[route][name]} ms at 100,000`;
      const budget = { atMost: 1.3 };
      if (route === 'memberInfo')
        figures.push(
          figure('Scale', `${words} p50, 100,000 / 1,000 members`, large[route].p50 / small[route].p50, '×', budget, detail('p50')),
        );
      figures.push(
        figure('Scale', `${words} p99, 100,000 / 1,000 members`, large[route].p99 / small[route].p99, '×', budget, detail('p99')),
      );
    }
  } else {
    notes.push('Scale (100,000 members) is measured by the full run only.');
  }
  notes.push(
    `Every member has ${COMPLETIONS_PER_MEMBER} health-action completions, ${LEDGER_ENTRIES_PER_MEMBER} entries on their ledger account and ${TRACKER_ENTRIES_PER_TRACKER} readings of each tracker in the last 30 days, seeded in SQL.`,
  );

  if (flags.pglite) notes.push("The claims import is measured on PostgreSQL only (its baseline is psql's COPY).");
  else {
    const claims = SETTINGS.claims;
    const members = SETTINGS.rosters.at(-1);
    const file = path.join(workDir, 'claims.csv');
    // Care given in 2025, before the generated members' coverage (2026): each line is read, checked,
    // matched to the programme, its member looked up and the claim saved, but it completes nothing,
    // so the figure is the feed's own; what verification costs is measured below on a smaller file.
    writeClaimsFile(file, { rows: claims, members, year: 2025, claimPrefix: 'BENCH' });
    log(`claims import of ${claims.toLocaleString('en-US')} lines beside a plain COPY of the same file`);
    const imported = measureClaimsImport({ env, client: MEMBER.client, file, workDir });
    raw.claimsImport = imported;
    const { summary } = imported;
    const lines = `${claims.toLocaleString('en-US')} lines for ${members.toLocaleString('en-US')} members`;
    figures.push(
      figure(
        'Feeds',
        'claims import speed / plain COPY',
        imported.copyMs / imported.importMs,
        '×',
        { atLeast: 0.25, advisory: NOT_YET_MET.has('claimsImport') },
        `${lines}: import ${(imported.importMs / 1000).toFixed(1)} s (${summary.added} new, ${summary.rejected} rejected), COPY ${(imported.copyMs / 1000).toFixed(1)} s`,
      ),
    );
    figures.push(figure('Feeds', 'claims import peak RSS', imported.peakRssMb, 'MB', { atMost: 300 }, lines));

    const verifying = path.join(workDir, 'claims-2026.csv');
    writeClaimsFile(verifying, { rows: VERIFYING_CLAIMS, members: 1_000, year: 2026, claimPrefix: 'VERIFY' });
    const verified = timeImport(env, verifying, MEMBER.client, workDir);
    raw.claimsVerifying = verified;
    notes.push(
      `Claims that verify: ${VERIFYING_CLAIMS.toLocaleString('en-US')} lines of care in 2026 for 1,000 members (each with the seeded history) imported in ${(verified.ms / 1000).toFixed(1)} s, completions and rewards included (${verified.summary.added} new claims).`,
    );
    if (flags.short) notes.push(`The short run imports ${claims.toLocaleString('en-US')} claims; the full run 1,000,000.`);
  }

  log('start-up');
  const startup = await measureStartup({ port: PORTAL_PORT, runs: SETTINGS.startups });
  raw.startup = startup;
  figures.push(
    figure(
      'Start-up',
      '`npm start` to first 200 on /, existing data',
      startup.existingMs / 1000,
      's',
      { atMost: 5 },
      `new data directory ${(startup.firstMs / 1000).toFixed(1)} s`,
    ),
  );

  const run = {
    mode: flags.short ? 'short' : 'full',
    database: flags.pglite ? 'PGlite' : 'PostgreSQL',
    finishedAt: new Date().toISOString(),
    machine: machine(),
    settings: `${SETTINGS.rounds} rounds × ${SETTINGS.seconds} s per route, 10 connections; ${SETTINGS.rounds} rounds × ${SETTINGS.signIns} sign-ins; rosters ${SETTINGS.rosters.join(' and ')}`,
    figures,
    notes,
    raw,
  };
  writeReport(path.join(ROOT, 'bench/results'), run);
  for (const item of figures)
    log(
      `${verdict(item).replace(/\*/g, '')}  ${item.section}: ${item.name} = ${item.value.toFixed(2)} ${item.unit} (budget ${item.budget})`,
    );
  const failed = figures.filter((item) => !item.pass && !item.advisory).length;
  const report = `bench/results/${reportName(run.mode)}.md`;
  log(failed ? `${failed} budget(s) failed; see ${report}` : `every budget met; see ${report}`);
  return failed ? 1 : 0;
}

main()
  .then((code) => {
    rmSync(workDir, { recursive: true, force: true });
    process.exit(code);
  })
  .catch((error) => {
    process.stderr.write(`[bench] ${error.stack ?? error}\n`);
    rmSync(workDir, { recursive: true, force: true });
    process.exit(2);
  });
