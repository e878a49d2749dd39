import path from 'node:path';
import { inject } from 'vitest';

/**
 * The tests that run the command line or the server as their own process use the bundle the
 * run's global setup built (as `npm run build` does, into a folder of its own beside `dist/`):
 * starting it takes about a second, where compiling the sources through tsx at every start took
 * four, and the command-line tests start dozens of processes.
 */
export function serverBundle(entry: 'cli' | 'main'): string {
  const directory = inject('serverBundle');
  if (!directory) throw new Error('The server bundle was not built by the global setup');
  return path.join(directory, `${entry}.js`);
}

/** Node's arguments for `npm run portal -- <args>`. */
export const cliArguments = (...args: string[]): string[] => [serverBundle('cli'), ...args];
