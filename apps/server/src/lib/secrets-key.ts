import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { SecretKeys } from './secret-box.ts';

/**
 * Where the key of secrets at rest comes from (decision 021): `SECRETS_KEY` (and
 * `SECRETS_KEY_PREVIOUS` during a rotation); without it (the demo, tests), a key generated once
 * into DATA_DIR like the demo's other generated secrets. Outside the demo the server refuses to
 * start without `SECRETS_KEY` (`startRefusals`), so a generated key never protects production.
 */
export const SECRETS_KEY_FILE = 'secrets-key';

function readOrCreateKey(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written aside and linked into place: a process starting at the same time never reads half a key.
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

export function secretKeysOf(config: Config): SecretKeys {
  return {
    current: config.SECRETS_KEY ?? readOrCreateKey(config.dataDir),
    previous: config.SECRETS_KEY_PREVIOUS,
  };
}
