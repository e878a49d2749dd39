import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/test-database';
import { cliArguments, serverBundle } from '../../test/server-bundle';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));

function portal(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return portalIn(dataDir, ...args);
}

function portalIn(directory: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, cliArguments(...args), {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: directory, DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_URL: '', PORT: '' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet; the test's own time limit ends the wait.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The command line runs the same on both databases; it is exercised once, on the embedded one.
// Each command is a new process that opens the database (a few seconds each on a busy machine, and
// a test runs up to six): the time limit is the commands' own, not the suite's default.
describe.skipIf(testDatabaseKind() !== 'pglite')('npm run portal -- ...', { timeout: 6 * 120_000 }, () => {
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

  it("loads a plan's FAQ by faq load, and refuses a folder with a wrong file, naming file and field", () => {
    const loaded = portal('faq', 'load', '--client', 'mesa', '--dir', path.join(SERVER_ROOT, 'seed/faq/mesa'));
    expect(loaded.status).toBe(0);
    expect(loaded.stdout).toContain('11 item(s) in 4 categories, 11 language(s), loaded for MESA.');
    const folder = fs.mkdtempSync(path.join(dataDir, 'faq-'));
    fs.writeFileSync(
      path.join(folder, 'faq.en.json'),
      JSON.stringify({ language: 'EN', categories: [{ id: 1, title: 'Points', items: [] }] }),
    );
    const refused = portal('faq', 'load', '--client', 'mesa', '--dir', folder);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain('faq.en.json: categories.0.items: needs at least one item');
    expect(refused.stdout).toContain('1 problem; nothing was loaded.');
  });

  it('imports a plan file by feeds import, writing the error report and the summary, and says when nothing changed', () => {
    const roster = path.join(dataDir, 'feed.csv');
    fs.copyFileSync(path.join(SERVER_ROOT, 'seed/rosters/mesa.csv'), roster);
    fs.appendFileSync(roster, 'MV-29999,Bad,Row,not-a-date,F,,,,,,,,,2026-01-01,,MESA-EMPLOYER,E900,\n');
    const report = path.join(dataDir, 'feed-report.csv');
    const imported = portal('feeds', 'import', 'roster', '--client', 'mesa', roster, '--report', report);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toContain("line 5, dob: dob 'not-a-date' is not a date (YYYY-MM-DD)");
    expect(imported.stdout).toMatch(/roster for MESA: 4 rows read, 0 imported \(0 new\), 3 unchanged, 1 rejected \(\d+\.\d s\)/);
    expect(imported.stdout).toContain('Nothing changed: every good row was already in the portal.');
    // Without a terminal, progress is a few plain lines on stderr.
    expect(imported.stderr).toContain('importing: 100% (4 rows)');
    expect(imported.stderr.split('\n').length).toBeLessThan(12);
    expect(fs.readFileSync(report, 'utf8')).toBe(
      "row,column,code,message\n5,dob,INVALID_FORMAT,dob 'not-a-date' is not a date (YYYY-MM-DD)\n",
    );
    const summary = JSON.parse(fs.readFileSync(path.join(dataDir, 'feed-report.summary.json'), 'utf8')) as Record<string, unknown>;
    expect(summary).toMatchObject({ kind: 'roster', client: 'MESA', rowsRead: 4, imported: 0, unchanged: 3, rejected: 1 });

    const unknownKind = portal('feeds', 'import', 'weather', '--client', 'mesa', roster);
    expect(unknownKind.status).toBe(2);
    expect(unknownKind.stderr).toContain(
      'There is no feed kind weather; the kinds are: roster, claims, pharmacy, providers, shipments, reward-codes',
    );
  });

  it('imports a claims file by feeds import claims, and the same file again changes nothing', () => {
    const claims = path.join(dataDir, 'claims.csv');
    fs.writeFileSync(
      claims,
      [
        'client_member_id,claim_id,service_date,procedure_codes,diagnosis_codes',
        'HHP100004,CLI-CLAIM-1,2026-02-10,99396|90686,Z00.00|Z23',
        'HHP100004,CLI-CLAIM-2,2026-02-30,99396,',
        'NOBODY,CLI-CLAIM-3,2026-02-10,99396,',
        'HHP100004,CLI-CLAIM-4,2026-02-10,29540,S93.401A',
        '',
      ].join('\n'),
    );
    const first = portal('feeds', 'import', 'claims', '--client', 'harbor', claims);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/claims for HARBOR: 4 rows read, 1 imported \(1 new\), 0 unchanged, 3 rejected/);
    expect(fs.readFileSync(path.join(dataDir, 'claims.errors.csv'), 'utf8').split('\n').slice(1, 4)).toEqual([
      "3,service_date,INVALID_FORMAT,service_date '2026-02-30' is not a date (YYYY-MM-DD)",
      "4,client_member_id,UNKNOWN_REFERENCE,client_member_id 'NOBODY' is not on the roster of HARBOR",
      "5,,NO_MATCHING_HEALTH_ACTION,claim 'CLI-CLAIM-4' bills no code that verifies a health action of the programme",
    ]);
    const again = portal('feeds', 'import', 'claims', '--client', 'harbor', claims);
    expect(again.stdout).toMatch(/4 rows read, 0 imported \(0 new\), 1 unchanged, 3 rejected/);
    expect(again.stdout).toContain('Nothing changed: every good row was already in the portal.');
  });

  it('imports a reward-codes file by feeds import reward-codes, never writing a code to the output or the report', () => {
    const codes = path.join(dataDir, 'codes.csv');
    fs.writeFileSync(
      codes,
      ['order_id,line_number,code,pin,expires_on', '999999,1,CLI-SECRET-CODE,CLI-SECRET-PIN,', '12,1,SECOND CODE,,', ''].join('\n'),
    );
    const imported = portal('feeds', 'import', 'reward-codes', '--client', 'harbor', codes);
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/reward-codes for HARBOR: 2 rows read, 0 imported \(0 new\), 0 unchanged, 2 rejected/);
    const report = fs.readFileSync(path.join(dataDir, 'codes.errors.csv'), 'utf8');
    expect(report.split('\n').slice(1, 3)).toEqual([
      '2,order_id,UNKNOWN_REFERENCE,order 999999 is not an order of HARBOR',
      '3,code,INVALID_FORMAT,code holds spaces or characters that are not printable',
    ]);
    for (const written of [imported.stdout, imported.stderr, report]) expect(written).not.toMatch(/SECRET|SECOND CODE/);
  });

  it('explains how to use it, and refuses an unknown client with a clear message', () => {
    const help = portal('help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('import eligibility --client <ABBR> <file.csv>');
    expect(help.stdout).toContain('feeds import <kind> --client <ABBR> <file.csv> [--report <report.csv>]');
    expect(help.stdout).toContain('fulfilment export --client <ABBR> [--out <file.csv>]');
    const unknown = portal('import', 'eligibility', '--client', 'NOPE', '/nonexistent.csv');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('There is no client NOPE');
  });

  it('answers --help with the usage, and a mistake in the words or options with a message, never a stack', () => {
    for (const args of [['--help'], ['-h'], ['staff', 'create', '--help']]) {
      const help = portal(...args);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('Usage: npm run portal -- <command>');
      expect(help.stderr).toBe('');
    }
    const unknownCommand = portal('frobnicate');
    expect(unknownCommand.status).toBe(2);
    expect(unknownCommand.stderr).toContain("There is no command 'frobnicate'.");
    const unknownOption = portal('staff', 'disable', '--usrname', 'x');
    expect(unknownOption.status).toBe(2);
    expect(unknownOption.stderr).toContain("Unknown option '--usrname'");
    const missingValue = portal('sso', 'show', '--client');
    expect(missingValue.status).toBe(2);
    expect(missingValue.stderr).toContain("Option '--client <value>' argument missing");
    for (const result of [unknownCommand, unknownOption, missingValue]) expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 300_000);

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

  it("configures a plan's single sign-on from a checked file, shows it without the secret, and removes it", () => {
    const demoHarbor = portal('sso', 'show', '--client', 'HARBOR');
    expect(demoHarbor.stdout).toContain('issuer: http://localhost:3901');
    expect(demoHarbor.stdout).not.toContain('demo-provider-secret');

    const file = path.join(dataDir, 'mesa-sso.json');
    const secret = 'mesa-oidc-secret-7f3a';
    const settings = {
      protocol: 'OIDC',
      issuer: 'https://login.mesa.example',
      clientId: 'portal',
      clientSecret: secret,
      memberNumberClaim: 'mid',
    };
    fs.writeFileSync(file, JSON.stringify({ ...settings, memberLoginUrl: 'javascript:alert(1)' }));
    const refused = portal('sso', 'configure', '--client', 'MESA', '--file', file);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('memberLoginUrl: must be an http(s) address');
    expect(refused.stderr).not.toContain(secret);

    fs.writeFileSync(file, JSON.stringify({ ...settings, memberLoginUrl: 'https://www.mesa.example/members' }));
    const saved = portal('sso', 'configure', '--client', 'mesa', '--file', file);
    expect(saved.stderr).toBe('');
    expect(saved.stdout).toContain('Single sign-on (OIDC) saved for MESA.');
    const shown = portal('sso', 'show', '--client', 'MESA');
    expect(shown.stdout).toContain('issuer: https://login.mesa.example');
    expect(shown.stdout).toContain('scopes: openid email phone');
    expect(shown.stdout).toMatch(/redirectUri: http:\/\/localhost:\d+\/api\/v1\/sso\/MESA\/oidc\/callback/);
    expect(shown.stdout).not.toContain(secret);

    expect(portal('sso', 'remove', '--client', 'MESA').stdout).toContain('Single sign-on removed for MESA.');
    expect(portal('sso', 'show', '--client', 'MESA').stdout).toContain('MESA has no single sign-on.');
  });

  it("shows the addresses of the server as it last started, without that server's PUBLIC_URL in the shell", async () => {
    const serverData = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-server-'));
    try {
      const port = await freePort();
      const server = spawn(process.execPath, [serverBundle('main')], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          DATA_DIR: serverData,
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
          PORT: String(port),
          PUBLIC_URL: 'https://portal.harbor.example',
        },
        stdio: 'ignore',
      });
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      try {
        await waitForReady(`http://127.0.0.1:${port}/api/readyz`);
      } finally {
        server.kill('SIGTERM');
        await exited;
      }
      const shown = portalIn(serverData, 'sso', 'show', '--client', 'HARBOR');
      expect(shown.stderr).toBe('');
      expect(shown.stdout).toContain('redirectUri: https://portal.harbor.example/api/v1/sso/HARBOR/oidc/callback');
      expect(shown.stdout).not.toContain(':3000');
    } finally {
      fs.rmSync(serverData, { recursive: true, force: true });
    }
  }, 300_000);

  it('runs the demo identity provider without the database, until stopped', async () => {
    const child = spawn(
      process.execPath,
      [serverBundle('cli'), 'sso', 'demo-provider', '--port', '0', '--portal', 'http://localhost:4999'],
      { cwd: SERVER_ROOT, env: { ...process.env, DATA_DIR: '/nonexistent/portal-data' } },
    );
    try {
      const issuer = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const found = /at (http:\/\/localhost:\d+),/.exec(output);
          if (found) resolve(found[1]!);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.once('exit', (code) => reject(new Error(`the demo provider exited (${code}): ${output}`)));
      });
      const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { issuer: string };
      expect(discovery.issuer).toBe(issuer);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
    expect(code).toBe(0);
  });
});
