import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));

function portal(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/cli/index.ts'), ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The command line runs the same on both databases; it is exercised once, on the embedded one.
describe.skipIf(testDatabaseKind() !== 'pglite')('npm run portal -- ...', () => {
  it('loads the demo plans, then imports a roster file, reporting bad lines by number', () => {
    const demo = portal('demo', 'load');
    expect(demo.stderr).toBe('');
    expect(demo.stdout).toContain('Demo health plans loaded.');

    const roster = path.join(dataDir, 'roster.csv');
    fs.copyFileSync(path.join(SERVER_ROOT, 'seed/rosters/mesa.csv'), roster);
    fs.appendFileSync(roster, 'MV-29999,Bad,Row,not-a-date,F,,,,,,,,,2026-01-01,,MESA-EMPLOYER,E900,\n');
    const imported = portal('import', 'eligibility', '--client', 'mesa', roster);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain("line 5: dob 'not-a-date' is not a date (YYYY-MM-DD)");
    expect(imported.stdout).toMatch(/inserted 0, updated 3, rejected 1 \(\d+\.\d s\)/);
  });

  it('explains how to use it, and refuses an unknown client with a clear message', () => {
    const help = portal('help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('import eligibility --client <ABBR> <file.csv>');
    const unknown = portal('import', 'eligibility', '--client', 'NOPE', '/nonexistent.csv');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('There is no client NOPE');
    expect(portal('frobnicate').status).toBe(2);
  });

  it('creates the first staff administrator, showing the password and authenticator secret once, and disables staff', () => {
    const created = portal('staff', 'create', '--username', 'First.Admin', '--name', 'First Admin', '--role', 'ADMIN');
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Staff account first.admin (ADMIN) created.');
    expect(created.stdout).toMatch(/Password: \S{20}/);
    expect(created.stdout).toMatch(/Authenticator link: otpauth:\/\/totp\//);
    const again = portal('staff', 'create', '--username', 'first.admin', '--name', 'Again', '--role', 'ADMIN');
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('That username is taken');
    expect(portal('staff', 'create', '--username', 'x.y', '--name', 'X', '--role', 'ROOT').status).toBe(2);
    const disabled = portal('staff', 'disable', '--username', 'first.admin');
    expect(disabled.stdout).toContain('Staff account first.admin is disabled.');
  });
});
