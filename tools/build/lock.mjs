// One build at a time per checkout: a lock file created with O_EXCL ('wx') holds the builder's
// process id and host. Others wait for it; a lock whose process is gone (a builder killed mid-way)
// is taken over, through a second exclusive file so two waiters never both remove it and one of
// them the other's fresh lock.
import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 250;
const WAIT_MS_MAX = 20 * 60_000;
/** A lock from another host (a shared folder) cannot be checked by process id: trusted this long. */
const FOREIGN_LOCK_MS_MAX = 30 * 60_000;
/** A takeover file older than this was left by a process that died between two system calls. */
const TAKEOVER_MS_MAX = 10_000;

function createExclusive(file, content) {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, content);
    closeSync(fd);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

function read(file) {
  try {
    return { text: readFileSync(file, 'utf8'), ageMs: Date.now() - statSync(file).mtimeMs };
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

function isStale({ text, ageMs }) {
  let holder;
  try {
    holder = JSON.parse(text);
  } catch {
    // Written in one call right after creation: unreadable only for that instant, or never again.
    return ageMs > TAKEOVER_MS_MAX;
  }
  if (holder.host !== hostname()) return ageMs > FOREIGN_LOCK_MS_MAX;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Removes `file` if it still holds exactly `text`, one remover at a time. */
function removeIfUnchanged(file, text) {
  const takeover = `${file}.takeover`;
  if (!createExclusive(takeover, String(process.pid))) {
    const left = read(takeover);
    if (left && left.ageMs > TAKEOVER_MS_MAX) unlinkSync(takeover);
    return;
  }
  try {
    if (read(file)?.text === text) unlinkSync(file);
  } finally {
    unlinkSync(takeover);
  }
}

/** Waits for the lock and returns its release. */
export async function acquireLock(file, { onWait } = {}) {
  const content = JSON.stringify({ pid: process.pid, host: hostname(), token: randomUUID() });
  const started = Date.now();
  let told = false;
  while (!createExclusive(file, content)) {
    const held = read(file);
    if (held && isStale(held)) {
      removeIfUnchanged(file, held.text);
      continue;
    }
    if (Date.now() - started > WAIT_MS_MAX) throw new Error(`Gave up waiting for the build lock ${file}`);
    if (!told && held) {
      onWait?.(held.text);
      told = true;
    }
    await sleep(POLL_MS);
  }
  return () => {
    if (read(file)?.text === content) unlinkSync(file);
  };
}
