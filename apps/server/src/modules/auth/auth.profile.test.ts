import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailedApp } from '../../../test/mailed-app.ts';
import {
  authTableCounts,
  bearer,
  clientAddresses,
  registerMember,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/members.ts';
import type { TestSmtp } from '../../../test/smtp.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { users } from './auth.tables.ts';

const DAY_MS = 24 * 60 * 60_000;

describe('profile and password', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailedApp());
  });
  afterAll(() => close());

  const nextIp = clientAddresses(4);
  const getProfile = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
  const patchProfile = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: bearer(token),
      payload,
      remoteAddress: nextIp(),
    });
  const changePassword = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload,
      remoteAddress: nextIp(),
    });
  const login = (identifier: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress: nextIp(),
    });
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
  const verifiedMember = async () => {
    const email = uniqueEmail('profile');
    const member = await registerMember(t.app, { email, fullName: 'Paula Profile' });
    const otp = await smtp.codeFor(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp },
    });
    return { ...member, email };
  };

  it('returns the member without any secret', async () => {
    const member = await registerMember(t.app, { fullName: 'Paula Profile' });
    const res = await getProfile(member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: member.user });
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('changes the name alone without touching verification or the withdrawal lock', async () => {
    const member = await verifiedMember();
    const res = await patchProfile(member.token, { fullName: 'Paula Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      fullName: 'Paula Renamed',
      username: 'Paula Renamed',
      isEmailVerified: true,
      withdrawalsLockedUntil: null,
    });
  });

  it('makes a new email unverified, locks withdrawals for 24 h and mails a code to it', async () => {
    const member = await verifiedMember();
    const newEmail = uniqueEmail('moved');
    const res = await patchProfile(member.token, {
      email: newEmail.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: newEmail,
      isEmailVerified: false,
      withdrawalsLockedUntil: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    });
    const otp = await smtp.codeFor(newEmail);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp },
    });
    expect(verified.json().user).toMatchObject({ email: newEmail, isEmailVerified: true });
  });

  it('switches the members board listing on and off without touching anything else', async () => {
    const member = await verifiedMember();
    expect(member.user.showOnLeaderboard).toBe(false);
    const on = await patchProfile(member.token, { showOnLeaderboard: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().user).toMatchObject({
      showOnLeaderboard: true,
      isEmailVerified: true,
      withdrawalsLockedUntil: null,
    });
    expect((await userRow(member.user.id))?.showOnLeaderboard).toBe(true);
    const off = await patchProfile(member.token, { showOnLeaderboard: false });
    expect(off.json().user.showOnLeaderboard).toBe(false);
    expect((await patchProfile(member.token, { showOnLeaderboard: 'yes' })).statusCode).toBe(400);
  });

  it('lets a phone-only member add an email, verify it and then use the wallet', async () => {
    const member = await registerMember(t.app, { email: null, phone: '+447700900123' });
    const walletStats = () =>
      t.app.inject({ method: 'GET', url: '/api/wallet/stats', headers: bearer(member.token) });
    expect((await walletStats()).statusCode).toBe(403);
    const email = uniqueEmail('added');
    const added = await patchProfile(member.token, { email, currentPassword: TEST_PASSWORD });
    expect(added.json().user).toMatchObject({ email, phone: '+447700900123', isEmailVerified: false });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: bearer(member.token),
      payload: { otp: await smtp.codeFor(email) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await walletStats()).statusCode).toBe(200);
  });

  it('adds a phone, stored normalised, and can remove it again while an email remains', async () => {
    const member = await verifiedMember();
    const added = await patchProfile(member.token, { phone: '+33 1 23 45 67 89' });
    expect(added.json().user.phone).toBe('+33123456789');
    const removed = await patchProfile(member.token, { phone: '' });
    expect(removed.json().user).toMatchObject({ phone: null, isEmailVerified: true });
  });

  it('refuses an email or phone of another member with 409 and changes nothing', async () => {
    const other = await registerMember(t.app, { phone: '+15551112222' });
    const member = await verifiedMember();
    const before = await userRow(member.user.id);
    const counts = await authTableCounts(t.database);

    const email = await patchProfile(member.token, {
      email: other.user.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors).toEqual([
      { path: 'email', msg: 'An account with this email already exists' },
    ]);
    const phone = await patchProfile(member.token, { phone: '+1 555 111 2222' });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().errors).toEqual([
      { path: 'phone', msg: 'An account with this phone number already exists' },
    ]);

    expect(await userRow(member.user.id)).toEqual(before);
    expect(await authTableCounts(t.database)).toEqual(counts);
  });

  it.each([
    [{}, '', 'Please provide at least one field to update'],
    [{ email: 'nope' }, 'email', 'Invalid email address'],
    [{ phone: 'call me' }, 'phone', 'Invalid phone number'],
    [{ fullName: 'P' }, 'fullName', 'Name must be at least 2 characters'],
    [{ email: null }, 'email', 'Please provide either email or phone number'],
  ])('refuses %j with 400 and changes nothing', async (payload, path, msg) => {
    const member = await verifiedMember();
    const before = await userRow(member.user.id);
    const res = await patchProfile(member.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: msg, errors: [{ path, msg }] });
    expect(await userRow(member.user.id)).toEqual(before);
  });

  it('changes the password, ends every other session and locks withdrawals for 24 h', async () => {
    const member = await verifiedMember();
    const other = (await login(member.email, TEST_PASSWORD)).json().token;
    const res = await changePassword(member.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Brand-new-9',
      confirmPassword: 'Brand-new-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully' });

    expect((await getProfile(member.token)).json().user.withdrawalsLockedUntil).toBe(
      new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    );
    expect((await getProfile(other)).statusCode).toBe(401);
    expect((await login(member.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(member.email, 'Brand-new-9')).statusCode).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'Wrong999', newPassword: 'Another-1', confirmPassword: 'Another-1' },
      422,
      'currentPassword',
      'Current password is incorrect',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      422,
      'newPassword',
      'New password must be different from the current password',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'Another-1', confirmPassword: 'Another-2' },
      400,
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'Short1', confirmPassword: 'Short1' },
      400,
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'alllowercase1', confirmPassword: 'alllowercase1' },
      400,
      'newPassword',
      'Password must contain uppercase, lowercase, and number',
    ],
    [
      { currentPassword: '', newPassword: 'Another-1', confirmPassword: 'Another-1' },
      400,
      'currentPassword',
      'Current password is required',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: '', confirmPassword: '' },
      400,
      'newPassword',
      'Password is required',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'Another-1', confirmPassword: '' },
      400,
      'confirmPassword',
      'Please confirm your new password',
    ],
  ])('refuses %j with a field error and changes nothing', async (payload, status, path, msg) => {
    const member = await verifiedMember();
    const other = (await login(member.email, TEST_PASSWORD)).json().token;
    const before = await userRow(member.user.id);
    const res = await changePassword(member.token, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(msg);
    expect(res.json().errors).toContainEqual({ path, msg });
    expect(await userRow(member.user.id)).toEqual(before);
    expect((await getProfile(other)).statusCode).toBe(200);
  });
});
