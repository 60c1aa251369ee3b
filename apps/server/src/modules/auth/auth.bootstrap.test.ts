import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bootstrapAccounts, DEMO_CREDENTIALS_FILE, describeAccess } from './auth.bootstrap.ts';
import { hashPassword } from './auth.secrets.ts';
import { users } from './auth.tables.ts';

const login = (t: TestApp, identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('administrator from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'Operator123' });
  });
  afterAll(() => t.close());

  it('creates a verified administrator once, and never prints the configured password', async () => {
    const access = await bootstrapAccounts(t.app);
    expect(access).toEqual({ admin: { email: 'root@example.com' } });
    await bootstrapAccounts(t.app);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'root@example.com'));
    expect(rows).toHaveLength(1);
    const res = await login(t, 'root@example.com', 'Operator123');
    expect(res.json().user).toMatchObject({ isAdmin: true, isEmailVerified: true });
    expect(describeAccess('http://127.0.0.1:3000', access)).toEqual([
      'Nova is running at http://127.0.0.1:3000',
      'Administrator: root@example.com (password from ADMIN_PASSWORD)',
    ]);
  });

  it('promotes an existing member and keeps the password they have', async () => {
    const promoted = await createTestApp({
      ADMIN_EMAIL: 'member@example.com',
      ADMIN_PASSWORD: 'Operator123',
    });
    try {
      await registerMember(promoted.app, { email: 'member@example.com', password: 'Member1234' });
      await bootstrapAccounts(promoted.app);
      const res = await login(promoted, 'member@example.com', 'Member1234');
      expect(res.json().user).toMatchObject({ isAdmin: true, isEmailVerified: true });
    } finally {
      await promoted.close();
    }
  });

  it.each([
    [{ ADMIN_EMAIL: 'root@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_PASSWORD: 'Operator123' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'weakpass' },
      'ADMIN_PASSWORD: Password must contain',
    ],
  ])('stops start-up on %j with a readable reason', async (env, reason) => {
    const misconfigured = await createTestApp(env);
    try {
      await expect(bootstrapAccounts(misconfigured.app)).rejects.toThrow(reason);
    } finally {
      await misconfigured.close();
    }
  });
});

describe('demo accounts', () => {
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'nova-demo-'));
    t = await createTestApp({ DEMO: 'true', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates an administrator and a verified member, persisted owner-only, the same after a restart', async () => {
    const first = await bootstrapAccounts(t.app);
    expect(first.admin?.email).toBe('admin@nova.local');
    expect(first.demoMember?.email).toBe('demo@nova.local');
    expect(first.admin?.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);

    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).admin.password).toBe(first.admin?.password);

    const admin = await login(t, 'admin@nova.local', first.admin?.password ?? '');
    expect(admin.json().user).toMatchObject({ isAdmin: true, isEmailVerified: true });
    const member = await login(t, 'demo@nova.local', first.demoMember?.password ?? '');
    expect(member.json().user).toMatchObject({
      isAdmin: false,
      isEmailVerified: true,
      fullName: 'Demo Member',
    });

    expect(await bootstrapAccounts(t.app)).toEqual(first);
    expect(describeAccess('http://127.0.0.1:3000', first)).toEqual([
      'Nova is running at http://127.0.0.1:3000',
      `Administrator: admin@nova.local / ${first.admin?.password}`,
      `Demo member:   demo@nova.local / ${first.demoMember?.password}`,
    ]);
  });

  it('puts the demo passwords back to the persisted ones', async () => {
    const access = await bootstrapAccounts(t.app);
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Changed123') })
      .where(eq(users.email, 'demo@nova.local'));
    await bootstrapAccounts(t.app);
    expect((await login(t, 'demo@nova.local', access.demoMember?.password ?? '')).statusCode).toBe(200);
  });
});
