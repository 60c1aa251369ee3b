import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, TEST_PASSWORD } from '../../../test/members.ts';
import { createTestApp, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { openPostgres } from '../../db/client.ts';
import { unlockSignIn } from './auth.sign-in-limits.ts';

/** Rule 12: sign-in limits that cannot be turned against the account's owner. */
const LOCKED = {
  message: 'Too many attempts. Please try again in 15 minutes.',
  code: 'RATE_LIMITED',
  errors: [],
};

function loginAs(t: TestApp) {
  return (identifier: string, password: string, remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier, password },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
}

describe('sign-in limits without a proxy', () => {
  let t: TestApp;
  let login: ReturnType<typeof loginAs>;
  beforeAll(async () => {
    t = await createTestApp();
    login = loginAs(t);
  });
  afterAll(() => t.close());

  it('refuses a pair after 10 failures, while the owner gets in from another address', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 10; i++) expect((await login(email, 'Wrong123', '10.3.0.1')).statusCode).toBe(401);
    const refused = await login(email, TEST_PASSWORD, '10.3.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LOCKED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The same identifier written differently is the same pair.
    expect((await login(email.toUpperCase(), TEST_PASSWORD, '10.3.0.1')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('never counts a success, and a success clears its pair', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 12; i++) expect((await login(email, TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, 'Wrong123', '10.3.1.1')).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, 'Wrong123', '10.3.1.1')).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
  });

  it('refuses a client address after 30 failures on any accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await login(`probe${i}@example.com`, 'Wrong123', '10.3.2.1')).statusCode).toBe(401);
    }
    expect((await login('probe-last@example.com', 'Wrong123', '10.3.2.1')).json()).toEqual(LOCKED);
    expect((await login('probe-last@example.com', 'Wrong123', '10.3.2.2')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 10; i++) {
      expect((await login(email, 'Wrong123', '10.3.3.1', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '10.3.3.1', '198.51.100.200')).statusCode).toBe(429);
  });

  it('lets an operator unlock an account or an address', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 10; i++) await login(email, 'Wrong123', '10.3.4.1');
    expect((await login(email, TEST_PASSWORD, '10.3.4.1')).statusCode).toBe(429);
    expect(await unlockSignIn(t.database.db, { identifier: ` ${email.toUpperCase()}` })).toBeGreaterThan(0);
    expect((await login(email, TEST_PASSWORD, '10.3.4.1')).statusCode).toBe(200);

    for (let i = 0; i < 30; i++) await login(`other${i}@example.com`, 'Wrong123', '10.3.4.2');
    expect((await login(email, TEST_PASSWORD, '10.3.4.2')).statusCode).toBe(429);
    await unlockSignIn(t.database.db, { clientAddress: '10.3.4.2' });
    expect((await login(email, TEST_PASSWORD, '10.3.4.2')).statusCode).toBe(200);
  });

  it('limits referral code checks per client address', async () => {
    const check = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/referral/validate/NOSUCHCODE', remoteAddress });
    for (let i = 0; i < 60; i++) expect((await check('10.3.5.1')).statusCode).toBe(404);
    expect((await check('10.3.5.1')).json()).toEqual(LOCKED);
    expect((await check('10.3.5.2')).statusCode).toBe(404);
  });
});

/** How many of `answers` were judged (a password checked: anything but 429). */
const checked = (answers: { statusCode: number }[]) => answers.filter((res) => res.statusCode !== 429).length;

describe('sign-in limits under a burst (both databases)', () => {
  let t: TestApp;
  let login: ReturnType<typeof loginAs>;
  beforeAll(async () => {
    t = await createTestApp();
    login = loginAs(t);
  });
  afterAll(() => t.close());

  it('checks at most 10 of 200 concurrent wrong passwords for one account, and the owner still gets in', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    const burst = await Promise.all(Array.from({ length: 200 }, () => login(email, 'Wrong123', '10.3.6.1')));
    expect(burst.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(10);
    expect(checked(burst)).toBeLessThanOrEqual(10);
    expect(burst.every((res) => [401, 429].includes(res.statusCode))).toBe(true);
    expect((await login(email, TEST_PASSWORD, '10.3.6.1')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.3.6.2')).statusCode).toBe(200);
  });

  it('checks at most 30 of 200 concurrent wrong passwords from one address over many accounts', async () => {
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(`burst${i}@example.com`, 'Wrong123', '10.3.7.1')),
    );
    expect(checked(burst)).toBeLessThanOrEqual(30);
    expect(burst.every((res) => [401, 429].includes(res.statusCode))).toBe(true);
  });

  it('limits successful sign-ins to 60 a minute per address', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 60; i++) expect((await login(email, TEST_PASSWORD, '10.3.8.1')).statusCode).toBe(200);
    const refused = await login(email, TEST_PASSWORD, '10.3.8.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await login(email, TEST_PASSWORD, '10.3.8.2')).statusCode).toBe(200);
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  let t: TestApp;
  let login: ReturnType<typeof loginAs>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    login = loginAs(t);
  });
  afterAll(() => t.close());

  it('lets the owner in after 30 failures from 30 other addresses', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 30; i++) {
      expect((await login(email, 'Wrong123', '10.0.0.5', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '10.0.0.5', '198.51.100.7')).statusCode).toBe(200);
  });

  it('counts each forwarded client address on its own', async () => {
    const { user } = await registerMember(t.app);
    const email = user.email ?? '';
    for (let i = 0; i < 10; i++) {
      expect((await login(email, 'Wrong123', '10.0.0.5', '203.0.113.99')).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '10.0.0.5', '203.0.113.99')).statusCode).toBe(429);
    // A client cannot escape by prepending its own X-Forwarded-For entry: the proxy appends the real one.
    expect((await login(email, TEST_PASSWORD, '10.0.0.5', '1.2.3.4, 203.0.113.99')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.0.0.6', '203.0.113.100')).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('sign-in limits shared by two processes on PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    // Another app with its own connection pool over the same database, as a second process has.
    const url = first.database.pool?.options.connectionString;
    if (!url) throw new Error('no connection string');
    second = await createTestApp({}, { database: openPostgres(url, 2) });
  });
  afterAll(async () => {
    await second.close();
    await second.database.close();
    await first.close();
  });

  it('enforces one limit, not two', async () => {
    const { user } = await registerMember(first.app);
    const email = user.email ?? '';
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first : second;
      expect((await loginAs(app)(email, 'Wrong123', '10.4.0.1')).statusCode).toBe(401);
    }
    expect((await loginAs(first)(email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await loginAs(second)(email, TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(429);
    expect((await loginAs(second)(email, TEST_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });
});
