// Starting and stopping the processes a bench measures: the built server, the command line, the baseline.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { CLI_NODE_OPTIONS } from '../../scripts/cli-options.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const SERVER_CLI = path.join(ROOT, 'apps/server/dist/cli.js');

export async function waitForAnswer(url, timeoutMs = 60_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Runs a Node program in its own process group until it answers 200 on `readyUrl`. */
export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = waitForAnswer(readyUrl);
  const first = await Promise.race([ready.then(() => 'ready'), exited.then(() => 'exited')]);
  if (first === 'exited') throw new Error(`${args.join(' ')} stopped before it was ready:\n${errors}`);
  return {
    async stop() {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await exited;
    },
  };
}

export { CLI_NODE_OPTIONS };

export function runCli(args, env) {
  const result = spawnSync(process.execPath, [...CLI_NODE_OPTIONS, SERVER_CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`portal ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

export function runNpm(args) {
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}
