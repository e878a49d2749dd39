import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { HARBOR } from '../../../test/identity-flows';
import { createTestApp, json } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { cliArguments } from '../../../test/server-bundle';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-subscriptions-cli-'));
// The key of the test app's secret box, so the app checks the links the command line signs.
const DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

function portal(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, cliArguments(...args), {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DATA_ENCRYPTION_KEY },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDatabaseKind() !== 'pglite')('npm run portal -- subscriptions link', () => {
  it("prints a working link to a demo member's e-mail preferences page", async () => {
    expect(portal('demo', 'load').status).toBe(0);
    const printed = portal('subscriptions', 'link', '--client', 'harbor', 'HHP100001');
    expect(printed.stderr).toBe('');
    const link = new URL(printed.stdout.trim());
    expect(link.pathname).toBe('/subscriptions');
    expect(link.searchParams.get('e')).toBe('maria.lopez@example.org');

    const unknown = portal('subscriptions', 'link', '--client', 'HARBOR', 'HHP999999');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('HARBOR has no member HHP999999 with an e-mail address');
    expect(portal('subscriptions', 'link', 'HHP100001').status).toBe(2);

    const database = await openDatabase({ url: undefined, pgliteDir: path.join(dataDir, 'pglite') });
    const harness = await createTestApp({ database, demo: false });
    try {
      const query = new URLSearchParams({
        memberId: link.searchParams.get('m')!,
        email: link.searchParams.get('e')!,
        token: link.searchParams.get('t')!,
      });
      const opened = await harness.app.inject({
        method: 'GET',
        url: `/api/v1/web/messages/subscriptions?${query.toString()}`,
        headers: HARBOR,
      });
      expect(opened.statusCode).toBe(200);
      expect(json<{ subscriptions: unknown[] }>(opened).subscriptions).toHaveLength(4);
    } finally {
      await harness.close();
    }
  }, 120_000);
});
