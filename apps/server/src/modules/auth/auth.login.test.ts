import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTableCounts,
  bearer,
  clientAddresses,
  registerMember,
  TEST_PASSWORD,
} from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sha256Hex } from './auth.secrets.ts';
import { sessions } from './auth.tables.ts';

/** Suspension is an administrator's act; the audit entry names this id. */
const ACTING_ADMIN = '0190a000-0000-7000-8000-00000000a0a0';

describe('sign-in, sessions and suspension', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nextIp = clientAddresses(2);
  const login = (identifier: string, password: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress,
    });
  const profile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });

  it('signs in by email in any case and records the login time', async () => {
    const member = await registerMember(t.app, { email: 'login.case@example.com', fullName: 'Lena Login' });
    t.clock.advance(5_000);
    const res = await login('  LOGIN.Case@Example.COM ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: member.user.id, lastLoginAt: t.clock.now().toISOString() });
    expect(body.token).not.toBe(member.token);
    expect((await profile(body.token)).json().user.id).toBe(member.user.id);
  });

  it('signs in by phone written any way', async () => {
    const member = await registerMember(t.app, { email: '', phone: '+49 30 1234567' });
    const res = await login('+49 (30) 123-4567', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(member.user.id);
  });

  it('answers an unknown identifier exactly like a wrong password', async () => {
    await registerMember(t.app, { email: 'known@example.com' });
    const wrongPassword = await login('known@example.com', 'Wrong123');
    const unknownUser = await login('nobody@example.com', 'Wrong123');
    const unknownPhone = await login('+1 555 000 0000', 'Wrong123');
    for (const res of [wrongPassword, unknownUser, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid email/phone or password',
        code: 'INVALID_CREDENTIALS',
        errors: [],
      });
    }
  });

  it.each([
    ['', TEST_PASSWORD, 'identifier', 'Email or phone number is required'],
    ['a@example.com', '', 'password', 'Password is required'],
    ['a@example.com', '12345', 'password', 'Password must be at least 6 characters'],
  ])('refuses identifier %j / password %j with 400', async (identifier, password, path, msg) => {
    const before = await authTableCounts(t.database);
    const res = await login(identifier, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: msg, code: 'VALIDATION_FAILED', errors: [{ path, msg }] });
    expect(await authTableCounts(t.database)).toEqual(before);
  });

  it('stores only the SHA-256 of the token', async () => {
    const { token } = await registerMember(t.app);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(token)));
    expect(rows).toHaveLength(1);
    const everything = JSON.stringify(await t.database.db.select().from(sessions));
    expect(everything).not.toContain(token);
  });

  it('refuses a missing, unknown or expired token with 401', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/profile' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Authentication required');
    expect((await profile('not-a-real-token')).statusCode).toBe(401);

    const { token } = await registerMember(t.app);
    t.clock.advance(30 * 24 * 60 * 60_000 - 1_000);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const expired = await profile(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('logout ends that session on the server and leaves the others', async () => {
    const member = await registerMember(t.app);
    const other = (await login(member.user.email ?? '', TEST_PASSWORD)).json().token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await profile(member.token)).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(200);
  });

  it('suspension ends every session and refuses sign-in with 403; reactivation lets the member back', async () => {
    const member = await registerMember(t.app);
    const email = member.user.email ?? '';
    const second = (await login(email, TEST_PASSWORD)).json().token;

    const suspended = await t.app.services.auth.toggleUserStatus(ACTING_ADMIN, member.user.id);
    expect(suspended.isActive).toBe(false);
    expect((await profile(member.token)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);

    const refused = await login(email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Your account is suspended. Contact support.',
    });
    // A guesser without the password learns nothing about the suspension.
    expect((await login(email, 'Wrong123')).json().code).toBe('INVALID_CREDENTIALS');

    await t.app.services.auth.toggleUserStatus(ACTING_ADMIN, member.user.id);
    expect((await profile(member.token)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to suspend an unknown member with 404', async () => {
    await expect(
      t.app.services.auth.toggleUserStatus(ACTING_ADMIN, '0190a000-0000-7000-8000-000000000000'),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
