import { randomBytes } from 'node:crypto';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolTwoFactor, signInWithCode, storedSecret } from '../../../test/two-factor-fixtures.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { twoFactorSecrets } from './two-factor.tables.ts';

interface Member {
  userId: string;
  email: string;
}

/** Decision 021: TOTP secrets sealed at rest, old plain ones sealed at start, keys rotated. */
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');

describe('two-factor secrets at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SECRETS_KEY: keyA });
  });
  afterAll(() => t.close());

  async function newMember(): Promise<Member> {
    const { user } = await registerMember(t.app);
    return { userId: user.id, email: user.email ?? '' };
  }

  const enrol = (member: Member) => enrolTwoFactor(t, member);

  it('stores no plain secret after enrolment, and signs in with a code', async () => {
    const member = await newMember();
    const secret = await enrol(member);
    const stored = await storedSecret(t, member.userId);
    expect(stored).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(stored).not.toContain(secret);
    expect(await signInWithCode(t, member, secret)).toBe(200);
  });

  it('seals a secret stored in plain text before encryption, which keeps working', async () => {
    const member = await newMember();
    const secret = new Secret({ size: 20 }).base32;
    await t.database.db
      .insert(twoFactorSecrets)
      .values({ userId: member.userId, secret, enabledAt: t.clock.now() });
    expect(await signInWithCode(t, member, secret)).toBe(200);

    expect((await t.app.services.twoFactor.sealPlainSecrets()).sealed).toBe(1);
    expect(await storedSecret(t, member.userId)).toMatch(/^v1:/);
    expect(await signInWithCode(t, member, secret)).toBe(200);
    // Nothing left to seal: a second start changes nothing.
    expect((await t.app.services.twoFactor.sealPlainSecrets()).sealed).toBe(0);
  });

  it('rotates the key: every secret sealed again with the new one, sign-in still works', async () => {
    const member = await newMember();
    const secret = await enrol(member);
    const before = await storedSecret(t, member.userId);

    // The servers during a rotation: the new key, and the old one to open what it sealed.
    const rotating = await createTestApp(
      { SECRETS_KEY: keyB, SECRETS_KEY_PREVIOUS: keyA },
      { database: t.database },
    );
    const { sealed } = await rotating.app.services.twoFactor.resealAllSecrets();
    await rotating.close();
    expect(sealed).toBeGreaterThanOrEqual(2);
    const after = await storedSecret(t, member.userId);
    expect(after).toMatch(/^v1:/);
    expect(after).not.toBe(before);

    // After it: the new key alone opens every secret; the old one alone opens none.
    const rotated = await createTestApp({ SECRETS_KEY: keyB }, { database: t.database });
    rotated.clock.set(t.clock.now());
    expect(await signInWithCode(rotated, member, secret)).toBe(200);
    await rotated.close();
    expect(() => createSecretBox({ current: Buffer.from(keyA, 'base64') }).open(after)).toThrow(
      /opens with neither/,
    );
  });
});
