import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

/** Rule 39: one process per embedded database, and no lock left stuck by a crash. */
describe('the DATA_DIR lock', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nova-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second owner while the first runs, with a clear message', async () => {
    const dir = dataDir();
    // Another process holds it: a child that stays alive until killed.
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, LOCK_FILE), `${child.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `Another Nova server (pid ${child.pid}) is using the embedded database in ${dir}.`,
      );
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // Killed without a chance to clean up: its lock is stale and taken over.
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('is taken again after a release', () => {
    const dir = dataDir();
    lockDataDir(dir).release();
    const again = lockDataDir(dir);
    again.release();
  });
});
