// `npm start` until the first 200 on `/`, on a data directory that already exists.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './http-load.mjs';
import { ROOT, waitForAnswer } from './processes.mjs';

async function timeStart(env, port) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForAnswer(`http://127.0.0.1:${port}/`, 120_000);
    return performance.now() - started;
  } finally {
    // A start that failed has exited already: its own error is the one to report.
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

export async function measureStartup({ port, runs }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-start-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  try {
    const firstMs = await timeStart(env, port);
    const existing = [];
    for (let run = 0; run < runs; run += 1) existing.push(await timeStart(env, port));
    return { firstMs, existingMs: median(existing) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
