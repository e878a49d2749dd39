import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../../core/ledger/ledger';
import { openDatabase } from '../../db/database';
import { ledgerAccounts, memberCoverages, members } from '../../db/schema';
import { systemClock } from '../../lib/clock';
import { earningFor } from '../../../test/ledger-helpers';
import { createPostgresTestDatabase, testDatabaseKind } from '../../../test/test-database';
import { cliArguments } from '../../../test/server-bundle';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rewards-cli-'));
let databaseUrl = '';

/** `npm run portal -- ...` against this file's database, as an operator runs it. */
function portal(...args: string[]) {
  const result = spawnSync(process.execPath, cliArguments(...args), {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', PUBLIC_URL: '', PORT: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The same database, opened here between commands (the embedded one admits one process at a time). */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: databaseUrl || undefined, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') databaseUrl = await createPostgresTestDatabase();
  expect(portal('demo', 'load').status).toBe(0);
}, 180_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run portal -- rewards verify', () => {
  it('says a sound ledger is sound, and names every problem of a broken one with a failing exit code', async () => {
    await withDatabase(async (db) => {
      const [coverage] = await db
        .select({ clientId: members.clientId, memberId: members.id, memberCoverageId: memberCoverages.id })
        .from(members)
        .innerJoin(memberCoverages, eq(memberCoverages.memberId, members.id))
        .where(eq(members.clientMemberId, 'HHP100001'));
      if (!coverage) throw new Error('no demo coverage');
      await createLedger(db, systemClock).issueReward(earningFor(coverage, { amount: 1500 }));
    });
    const sound = portal('rewards', 'verify');
    expect(sound.status).toBe(0);
    expect(sound.stdout).toContain('The rewards ledger is sound');

    await withDatabase(async (db) => {
      const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'MEMBER'));
      // A row written behind the triggers' back, as a hand edit or a bad restore would.
      await db.execute(sql`alter table ledger_entries disable trigger user`);
      await db.execute(sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
        select transaction_id, account_id, 1, 1, 99 from ledger_entries where account_id = ${account?.id} limit 1`);
      await db.execute(sql`alter table ledger_entries enable trigger user`);
    });
    const broken = portal('rewards', 'verify', '--client', 'HARBOR');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/^TRANSACTION_UNBALANCED: transaction \d+ \(REWARD\) has 5 entries summing to 1, not zero$/m);
    expect(broken.stdout).toMatch(/^BALANCE_MISMATCH: account \d+ \(MEMBER\) holds 1500, its entries sum to 1501/m);
    expect(broken.stdout).toContain('The rewards ledger of HARBOR has');
    // MESA's ledger is untouched.
    expect(portal('rewards', 'verify', '--client', 'MESA').status).toBe(0);
    const unknown = portal('rewards', 'verify', '--client', 'NOPE');
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('There is no client NOPE');
  }, 240_000);
});
