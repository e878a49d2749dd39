import fs from 'node:fs';
import path from 'node:path';

export class DataDirectoryBusyError extends Error {
  override name = 'DataDirectoryBusyError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database belongs to one process at a time: a second one (an import while
 * the server runs) would corrupt it. A lock file holding the owner's pid keeps it out; a
 * lock left by a process that died is taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new DataDirectoryBusyError(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first, ` +
            'or run the portal on PostgreSQL (DATABASE_URL), where several processes can work at once.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirectoryBusyError(`Could not lock ${dataDir}`);
}
