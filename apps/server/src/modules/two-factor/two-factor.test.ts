import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, clientAddresses, registerMember, TEST_PASSWORD } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { recoveryLookup } from './two-factor.recovery-codes.ts';
import { twoFactorRecoveryCodes } from './two-factor.tables.ts';

/** Rule 15: TOTP enrolment, the second sign-in step, recovery codes, ADMIN_REQUIRE_2FA. */
function codeAt(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

interface Enrolled {
  userId: string;
  email: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** A registered member whose email counts as verified (enrolment needs it, decision 002). */
async function verifiedMember(t: TestApp, options: { admin?: boolean } = {}) {
  const member = await registerMember(t.app);
  await t.database.db
    .update(users)
    .set({ emailVerifiedAt: t.clock.now(), isAdmin: options.admin ?? false })
    .where(eq(users.id, member.user.id));
  return member;
}

async function enrol(t: TestApp, options: { admin?: boolean } = {}): Promise<Enrolled> {
  const member = await verifiedMember(t, options);
  const headers = bearer(member.token);
  const setup = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json();
  expect(otpauthUrl).toContain('otpauth://totp/Nova:');
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/enable',
    headers,
    payload: { code: codeAt(secret, t.clock.now()), currentPassword: TEST_PASSWORD },
  });
  expect(enabled.statusCode).toBe(200);
  // The enrolment's code is spent; the next sign-in uses the next 30-second step.
  t.clock.advance(30_000);
  return {
    userId: member.user.id,
    email: member.user.email ?? '',
    token: member.token,
    secret,
    recoveryCodes: enabled.json().recoveryCodes,
  };
}

describe('two-factor authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (identifier: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password: TEST_PASSWORD },
    });
  const secondStep = (challengeToken: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challengeToken, code } });
  const status = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(token) });

  it('enrols only with a right code and keeps the ten recovery codes hashed', async () => {
    const member = await verifiedMember(t);
    const headers = bearer(member.token);
    expect((await status(member.token)).json()).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers })).json();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers,
      payload: {
        code: codeAt(secret, new Date(t.clock.now().getTime() + 5 * 60_000)),
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ path: 'code', msg: 'Invalid code' }]);
    expect((await status(member.token)).json().enabled).toBe(false);

    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers,
      payload: { code: codeAt(secret, t.clock.now()), currentPassword: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.database.db
      .select({ codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, member.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    expect((await status(member.token)).json()).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers });
    expect(again.statusCode).toBe(409);
  });

  it('signs an enrolled account in only after a fresh code, and each code once', async () => {
    const user = await enrol(t);
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(challenge.token).toBeUndefined();

    const wrong = await secondStep(challenge.challengeToken, '000000');
    expect(wrong.statusCode).toBe(422);
    // The code used to enrol (30 s ago) is still inside the window but was used: refused.
    const replayed = await secondStep(
      challenge.challengeToken,
      codeAt(user.secret, new Date(t.clock.now().getTime() - 30_000)),
    );
    expect(replayed.statusCode).toBe(422);

    const code = codeAt(user.secret, t.clock.now());
    const signedIn = await secondStep(challenge.challengeToken, code);
    expect(signedIn.statusCode).toBe(200);
    const { token } = signedIn.json();
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.json().user.id).toBe(user.userId);

    // The challenge is used up, and the same code does not open a second one.
    expect((await secondStep(challenge.challengeToken, code)).statusCode).toBe(401);
    const next = (await login(user.email)).json();
    expect((await secondStep(next.challengeToken, code)).statusCode).toBe(422);
  });

  it('accepts each recovery code once', async () => {
    const user = await enrol(t);
    const [recovery] = user.recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    const first = (await login(user.email)).json();
    const signedIn = await secondStep(first.challengeToken, recovery.toLowerCase());
    expect(signedIn.statusCode).toBe(200);
    expect((await status(signedIn.json().token)).json().recoveryCodesLeft).toBe(9);

    const second = (await login(user.email)).json();
    const reused = await secondStep(second.challengeToken, recovery);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([{ path: 'code', msg: 'Invalid code' }]);
  });

  it('gives a challenge five tries and pauses the account after five wrong codes', async () => {
    const user = await enrol(t);
    const challenge = (await login(user.email)).json();
    for (let i = 0; i < 5; i++)
      expect((await secondStep(challenge.challengeToken, '123456')).statusCode).toBe(422);
    expect((await secondStep(challenge.challengeToken, codeAt(user.secret, t.clock.now()))).statusCode).toBe(
      401,
    );
    const next = (await login(user.email)).json();
    const paused = await secondStep(next.challengeToken, codeAt(user.secret, t.clock.now()));
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/^Too many wrong codes\. Please try again in 15 minutes\.$/);
    t.clock.advance(15 * 60_000);
    const later = (await login(user.email)).json();
    expect((await secondStep(later.challengeToken, codeAt(user.secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('takes each try before comparing: 200 concurrent wrong codes get at most 5 compared', async () => {
    const user = await enrol(t);
    const nextIp = clientAddresses(21);
    const challenges = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: user.email, password: TEST_PASSWORD },
          remoteAddress: nextIp(),
        });
        return res.json().challengeToken as string;
      }),
    );
    // Half TOTP-shaped, half recovery-shaped: each challenge takes five of them.
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        secondStep(challenges[i % 40] ?? '', i % 2 === 0 ? '123456' : 'ABCDE23456'),
      ),
    );
    const compared = burst.filter((res) => res.statusCode !== 429);
    expect(compared.length).toBeLessThanOrEqual(5);
    expect(compared.every((res) => res.json().errors[0]?.msg === 'Invalid code')).toBe(true);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: TEST_PASSWORD },
      remoteAddress: nextIp(),
    });
    const paused = await secondStep(next.json().challengeToken, codeAt(user.secret, t.clock.now()));
    expect(paused.statusCode).toBe(429);
  });

  it('keeps each recovery code beside a lookup of its own, so a code meets one hash at most', async () => {
    const user = await enrol(t);
    const rows = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.userId));
    expect(new Set(rows.map((row) => row.lookup)).size).toBe(10);
    for (const code of user.recoveryCodes) {
      const lookup = recoveryLookup(code.replace('-', ''));
      expect(rows.filter((row) => row.lookup === lookup)).toHaveLength(1);
    }
  });

  it('turns off only with a code and the password', async () => {
    const user = await enrol(t);
    const headers = bearer(user.token);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers,
      payload: { code: '111111', currentPassword: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: 'twoFactorCode', msg: 'Invalid code' }]);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers,
      payload: { code: codeAt(user.secret, t.clock.now()), currentPassword: TEST_PASSWORD },
    });
    expect(off.statusCode).toBe(200);
    expect((await login(user.email)).json().token).toEqual(expect.any(String));
  });

  it('lets administrators use admin routes without it when ADMIN_REQUIRE_2FA is off', async () => {
    const admin = await enrol(t, { admin: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/disable',
      headers: bearer(admin.token),
      payload: { code: codeAt(admin.secret, t.clock.now()), currentPassword: TEST_PASSWORD },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('ADMIN_REQUIRE_2FA=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_REQUIRE_2FA: 'true' });
  });
  afterAll(() => t.close());

  it('refuses every admin route to an administrator until they enrol', async () => {
    const admin = await verifiedMember(t, { admin: true });
    const headers = bearer(admin.token);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Two-factor authentication required',
      code: 'TWO_FACTOR_REQUIRED',
      errors: [],
    });
    // The member side, where enrolment happens, stays open.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers })).json()).toMatchObject({
      enabled: false,
      required: true,
    });
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers })).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      headers,
      payload: { code: codeAt(secret, t.clock.now()), currentPassword: TEST_PASSWORD },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers })).statusCode).toBe(
      200,
    );
  });

  it('still refuses members (403 FORBIDDEN) and the signed-out (401)', async () => {
    const member = await registerMember(t.app);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: bearer(member.token),
    });
    expect(asMember.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
  });
});
