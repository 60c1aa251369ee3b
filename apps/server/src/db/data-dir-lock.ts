import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process (rule 39): a second server on the same
 * DATA_DIR would corrupt it. Like PostgreSQL's postmaster.pid, a lock file holds the owner's pid;
 * a file left by a process that no longer runs (a crash, a kill -9) is stale and taken over, so a
 * crash never leaves the lock stuck.
 */
export const LOCK_FILE = 'nova.pid';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // our own pid from an earlier life (e.g. pid 1 in a container)
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return {
        release() {
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DataDirLockedError(
        `Another Nova server (pid ${owner}) is using the embedded database in ${dataDir}. Stop it first, or give this server its own DATA_DIR (or a DATABASE_URL).`,
      );
    }
    unlinkSync(file); // stale: its process is gone
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking it.`);
}
