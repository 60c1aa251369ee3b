import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, TEST_PASSWORD } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { twoFactorSecrets } from './two-factor.tables.ts';

interface Member {
  userId: string;
  email: string;
}

/** Decision 021: TOTP secrets sealed at rest, old plain ones sealed at start, keys rotated. */
const keyA = randomBytes(32).toString('base64');
const keyB = randomBytes(32).toString('hex');

function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

async function storedSecret(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ secret: twoFactorSecrets.secret })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, userId));
  return row?.secret ?? '';
}

/** Both sign-in steps with a fresh code; answers the second step's status. */
async function signInWithCode(t: TestApp, member: Member, secret: string): Promise<number> {
  t.clock.advance(30_000);
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: member.email, password: TEST_PASSWORD },
  });
  const { challengeToken } = first.json();
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa',
    payload: { challengeToken, code: codeAt(secret, t.clock.now()) },
  });
  return second.statusCode;
}

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

  async function enrol(member: Member): Promise<string> {
    const { twoFactor } = t.app.services;
    const { secret } = await twoFactor.setup(member.userId, member.email);
    await twoFactor.enable(member.userId, codeAt(secret, t.clock.now()));
    return secret;
  }

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
