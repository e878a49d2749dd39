import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/chromium.mjs';

/**
 * The e2e suite runs the production build, served by the real server on a fresh database
 * (e2e/portal-server.mjs: PostgreSQL when it answers, else embedded); another port (E2E_PORT)
 * lets two runs share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The demo OpenID Connect provider HARBOR signs in with (`npm run portal -- sso demo-provider`). */
export const E2E_IDP_PORT = Number(process.env.E2E_IDP_PORT ?? E2E_PORT + 1);
const dataDir = path.join(os.tmpdir(), `portal-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e',
  // axe on a full page takes tens of seconds while another browser runs beside it on 2 cores;
  // a test that visits several pages in two languages has taken nearly two minutes there.
  timeout: 180_000,
  expect: {
    timeout: 10_000,
    // Same machine, same Chromium, same fonts: the references are compared exactly (animations off, caret hidden).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // The screenshot tests' reference images, committed beside the specs.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  // The screenshots compare the demo members as the demo loads them; the flows change them (an
  // attestation, a claim), so the screenshots run first and the flows after. Maria's saved language
  // changes for a moment in the language spec: it runs last, when no other test signs her in.
  projects: [
    { name: 'screenshots', testMatch: 'screenshots.spec.ts' },
    { name: 'flows', testIgnore: ['screenshots.spec.ts', 'language.spec.ts'], dependencies: ['screenshots'] },
    { name: 'saved language', testMatch: 'language.spec.ts', dependencies: ['flows'] },
  ],
  webServer: [
    {
      command: `node e2e/portal-server.mjs`,
      url: `http://localhost:${E2E_PORT}/api/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // portal-server.mjs drops the run's database once the portal has stopped.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      // The development outbox lets the tests read the codes and links the portal sends.
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: dataDir,
        DEMO_DATA: 'auto',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DEV_OUTBOX: 'on',
        DEMO_DEVICE: 'on',
        DEMO_OIDC_ISSUER: `http://localhost:${E2E_IDP_PORT}`,
      },
    },
    {
      command: `node --enable-source-maps ../server/dist/cli.js sso demo-provider --port ${E2E_IDP_PORT} --portal http://localhost:${E2E_PORT}`,
      url: `http://localhost:${E2E_IDP_PORT}/.well-known/openid-configuration`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
