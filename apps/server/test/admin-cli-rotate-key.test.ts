import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { auditLog } from '../src/modules/audit/audit.tables.ts';
import { type NamedDatabase, namedDatabase } from './databases.ts';
import { registerMember } from './members.ts';
import { createTestApp } from './test-app.ts';
import { enrolTwoFactor, signInWithCode, storedSecret } from './two-factor-fixtures.ts';

/**
 * The README's key rotation, run as an operator runs it: `npm run admin -- rotate-key` in the
 * project folder, the new key in SECRETS_KEY and the old one in SECRETS_KEY_PREVIOUS, against a
 * database whose members have two-factor secrets sealed with the old key. Afterwards every secret
 * opens with the new key alone and with the old one not at all, and members sign in with the new
 * key. Runs on both databases (the embedded one in a DATA_DIR of its own, the server stopped).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const oldKey = randomBytes(32).toString('base64');
const newKey = randomBytes(32).toString('base64');
const MEMBERS = 3;

interface Enrolled {
  userId: string;
  email: string;
  secret: string;
}

function rotateKey(site: NamedDatabase, keys: Record<string, string>) {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'rotate-key'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: site.url ?? '',
      DATA_DIR: site.dataDir,
      LOG_LEVEL: 'silent',
      ...keys,
    },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run admin -- rotate-key', () => {
  let site: NamedDatabase;
  const members: Enrolled[] = [];

  beforeAll(async () => {
    // The command builds what changed first; done here, so the cases below time the command only.
    const build = spawnSync(process.execPath, ['tools/build/build.mjs', 'contracts', 'server'], {
      cwd: root,
    });
    expect(build.status).toBe(0);
    site = await namedDatabase({ migrated: true });
    const t = await createTestApp({ SECRETS_KEY: oldKey }, { database: await site.open() });
    try {
      for (let i = 0; i < MEMBERS; i += 1) {
        const { user } = await registerMember(t.app);
        const member = { userId: user.id, email: user.email ?? '' };
        members.push({ ...member, secret: await enrolTwoFactor(t, member) });
      }
    } finally {
      await t.close();
      await t.database.close();
    }
  }, 600_000);
  afterAll(() => site.drop());

  it('refuses to run without the new key', () => {
    const run = rotateKey(site, { SECRETS_KEY: '', SECRETS_KEY_PREVIOUS: oldKey });
    expect(run.status).toBe(2);
    expect(run.output).toContain('rotate-key needs the new key in SECRETS_KEY');
  }, 300_000);

  it('seals every secret with the new key: the old key opens none of them', async () => {
    const run = rotateKey(site, { SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: oldKey });
    expect(run.output).toContain(`${MEMBERS} two-factor secrets sealed with the new SECRETS_KEY`);
    expect(run.status).toBe(0);

    const t = await createTestApp({ SECRETS_KEY: newKey }, { database: await site.open() });
    try {
      const withNew = createSecretBox({ current: Buffer.from(newKey, 'base64') });
      const withOld = createSecretBox({ current: Buffer.from(oldKey, 'base64') });
      for (const member of members) {
        const stored = await storedSecret(t, member.userId);
        expect(stored).toMatch(/^v1:/);
        expect(withNew.open(stored)).toBe(member.secret);
        expect(() => withOld.open(stored)).toThrow(/opens with neither/);
        expect(await signInWithCode(t, member, member.secret)).toBe(200);
      }
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'admin-cli.rotate-key'));
      expect(audit.map((entry) => entry.note)).toEqual([
        `Two-factor secrets sealed with the new key: ${MEMBERS}`,
      ]);
    } finally {
      await t.close();
      await t.database.close();
    }
  }, 300_000);

  it('changes nothing when run again', () => {
    const run = rotateKey(site, { SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: oldKey });
    expect(run.status).toBe(0);
    expect(run.output).toContain('0 two-factor secrets sealed');
  }, 300_000);
});
