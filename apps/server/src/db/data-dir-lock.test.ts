import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirectoryBusyError, lockDataDirectory } from './data-dir-lock';

describe('lockDataDirectory', () => {
  it("lets one process in, refuses a second while the first runs, and takes over a dead owner's lock", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const release = lockDataDirectory(folder);
    const lockFile = path.join(folder, 'pglite.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    // Another live process (this test's parent) holds it:
    fs.writeFileSync(lockFile, String(process.ppid));
    expect(() => lockDataDirectory(folder)).toThrow(DataDirectoryBusyError);
    // A pid that no longer runs:
    fs.writeFileSync(lockFile, '2147483646');
    const again = lockDataDirectory(folder);
    again();
    expect(fs.existsSync(lockFile)).toBe(false);
    release();
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
