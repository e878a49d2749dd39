import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure code, the web in jsdom), and the server's integration tests
 * twice, on the embedded PGlite and on the PostgreSQL server (`TEST_DATABASE` tells which).
 */
const integration = (database: 'pglite' | 'postgres') => ({
  test: {
    name: `int-${database}`,
    include: ['apps/server/**/*.int.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE: database },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form test renders Mantine dozens of times; on a busy 2-core machine 5 s is not enough.
          testTimeout: 30_000,
        },
      },
      integration('pglite'),
      integration('postgres'),
    ],
  },
});
