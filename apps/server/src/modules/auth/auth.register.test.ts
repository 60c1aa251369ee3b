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
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accounts } from '../ledger/ledger.tables.ts';
import { COMMON_PASSWORD_MESSAGE } from './auth.passwords.ts';
import { hashPassword } from './auth.secrets.ts';
import { emailCodes, users } from './auth.tables.ts';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createMailedApp());
  });
  afterAll(() => close());

  const nextIp = clientAddresses(1);
  const register = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });
  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  it('creates the member with a session, opens the ledger accounts and mails a code', async () => {
    const res = await register({ fullName: 'Jane Doe', email: 'Jane@Example.com', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'fullName',
        'id',
        'isActive',
        'isAdmin',
        'isEmailVerified',
        'language',
        'lastLoginAt',
        'phone',
        'referralCode',
        'showOnLeaderboard',
        'username',
        'withdrawalsLockedUntil',
      ].sort(),
    );
    expect(user).toMatchObject({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: null,
      username: 'Jane Doe',
      isEmailVerified: false,
      isAdmin: false,
      isActive: true,
      createdAt: t.clock.now().toISOString(),
      withdrawalsLockedUntil: null,
      showOnLeaderboard: false,
    });
    expect(user.referralCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(res.body).not.toContain('argon2');

    const row = await userRow(user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const ledger = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(ledger.map((account) => account.kind).sort()).toEqual(['member_deposit', 'member_earnings']);

    const code = await smtp.codeFor('jane@example.com');
    const [stored] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.userId, user.id));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 10 * 60_000);
  });

  it('accepts a phone-only member, stores the phone normalised and mails nothing', async () => {
    const mailsBefore = smtp.delivered.length;
    const res = await register({ phone: '+1 (555) 010-2030', password: TEST_PASSWORD, email: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ phone: '+15550102030', email: null, username: '+15550102030' });
    expect(smtp.delivered.length).toBe(mailsBefore);
  });

  it('names the member by email when no full name is given', async () => {
    const email = uniqueEmail('named');
    const { user } = await registerMember(t.app, { email });
    expect(user.username).toBe(email);
  });

  it.each([
    [{ password: TEST_PASSWORD }, 'email', 'Please provide either email or phone number'],
    [{ email: 'not-an-email', password: TEST_PASSWORD }, 'email', 'Invalid email address'],
    [{ phone: '12ab34567', password: TEST_PASSWORD }, 'phone', 'Invalid phone number'],
    [
      { fullName: 'J', email: 'j@example.com', password: TEST_PASSWORD },
      'fullName',
      'Name must be at least 2 characters',
    ],
    [{ email: 'j@example.com', password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [
      { email: 'j@example.com', password: 'alllowercase1' },
      'password',
      'Password must contain uppercase, lowercase, and number',
    ],
    [{ email: 'j@example.com', password: '' }, 'password', 'Password is required'],
  ])('refuses %j with 400 and writes nothing', async (payload, path, msg) => {
    const before = await authTableCounts(t.database);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(msg);
    expect(res.json().errors).toContainEqual({ path, msg });
    expect(await authTableCounts(t.database)).toEqual(before);
  });

  it('refuses an email or phone already in use with 409 and a field error', async () => {
    await registerMember(t.app, { email: 'taken@example.com', phone: '+44 20 7946 0000' });
    const before = await authTableCounts(t.database);

    const email = await register({ email: 'TAKEN@example.com', password: TEST_PASSWORD });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({
      message: 'An account with this email already exists',
      errors: [{ path: 'email', msg: 'An account with this email already exists' }],
    });

    const phone = await register({ phone: '+442079460000', password: TEST_PASSWORD });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({
      message: 'An account with this phone number already exists',
      errors: [{ path: 'phone', msg: 'An account with this phone number already exists' }],
    });
    expect(await authTableCounts(t.database)).toEqual(before);
  });

  it('links the new member to the referrer whose code was given (any case)', async () => {
    const referrer = await registerMember(t.app, { fullName: 'Rita Referrer' });
    const res = await register({
      email: uniqueEmail('referred'),
      password: TEST_PASSWORD,
      referralCode: ` ${referrer.user.referralCode.toLowerCase()} `,
    });
    expect(res.statusCode).toBe(201);
    expect((await userRow(res.json().user.id))?.referrerId).toBe(referrer.user.id);
  });

  it("refuses an unknown referral code with 'Invalid referral code' and writes nothing", async () => {
    const before = await authTableCounts(t.database);
    const res = await register({ email: uniqueEmail(), password: TEST_PASSWORD, referralCode: 'NOSUCH22' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Invalid referral code',
      errors: [{ path: 'referralCode', msg: 'Invalid referral code' }],
    });
    expect(await authTableCounts(t.database)).toEqual(before);
  });

  it('still registers when the mail server refuses, and the code arrives once it accepts again', async () => {
    await t.app.services.outbox.sendDue(100);
    smtp.failing = true;
    const email = uniqueEmail('offline');
    const res = await register({ email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(await t.app.services.outbox.sendDue(100)).toMatchObject({ sent: 0, retrying: 1 });
    smtp.failing = false;
    t.clock.advance(30_000);
    const code = await smtp.codeFor(email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { authorization: `Bearer ${res.json().token}` },
      payload: { otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('limits registrations per client address (429, nothing written)', async () => {
    const address = '10.1.200.1';
    for (let i = 0; i < 10; i++) {
      expect(
        (await register({ email: uniqueEmail('burst'), password: TEST_PASSWORD }, address)).statusCode,
      ).toBe(201);
    }
    const before = await authTableCounts(t.database);
    const res = await register({ email: uniqueEmail('burst'), password: TEST_PASSWORD }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 60 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await authTableCounts(t.database)).toEqual(before);
  });
});

describe('GET /api/referral/validate/:code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const validate = (code: string) => t.app.inject({ method: 'GET', url: `/api/referral/validate/${code}` });

  it('names the referrer masked, first name and last initial (rule 5)', async () => {
    const { user } = await registerMember(t.app, { fullName: 'Rita Anne Referrer' });
    const res = await validate(user.referralCode.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, referrerName: 'Rita R.' });
  });

  it('masks the email of a referrer without a name', async () => {
    const { user } = await registerMember(t.app, { email: 'quiet.person@example.com' });
    expect((await validate(user.referralCode)).json()).toEqual({
      valid: true,
      referrerName: 'q***@example.com',
    });
  });

  it("answers an unknown code with 404 'Invalid referral code'", async () => {
    const res = await validate('ZZZZZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Invalid referral code', code: 'NOT_FOUND', errors: [] });
  });
});

describe('common passwords (rule 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['Password1', 'Qwerty123', 'PassWord1'])(
    'refuses %j at registration with the reason',
    async (password) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail('common'), password },
        remoteAddress: `10.7.0.${password.length}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: COMMON_PASSWORD_MESSAGE,
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'password', msg: COMMON_PASSWORD_MESSAGE }],
      });
    },
  );

  it('refuses a common new password on change, and an account with one still signs in', async () => {
    const member = await registerMember(t.app);
    // An account made before the rule: its common password keeps working for sign-in.
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Password1') })
      .where(eq(users.id, member.user.id));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: member.user.email, password: 'Password1' },
      remoteAddress: '10.7.1.1',
    });
    expect(login.statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(login.json().token),
      payload: { currentPassword: 'Password1', newPassword: 'Qwerty123', confirmPassword: 'Qwerty123' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual([{ path: 'newPassword', msg: COMMON_PASSWORD_MESSAGE }]);
  });
});
