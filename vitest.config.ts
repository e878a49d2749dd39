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
    // Vitest leaves a core free by default, which on a 2-core machine is one file at a time;
    // the files wait on jsdom, imports and the databases as much as on the processor.
    maxWorkers: 2,
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
          // The files share a worker's modules (Mantine, React, the locales are imported once,
          // not per file: a third of the time it used to take); setup.ts resets what they share.
          isolate: false,
          // A form test renders Mantine dozens of times; on a busy 2-core machine 5 s is not enough.
          testTimeout: 30_000,
        },
      },
      integration('pglite'),
      integration('postgres'),
    ],
  },
});
