import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLevel } from '../../../test/vip-fixtures.ts';
import { requestWithdrawal } from '../../../test/withdrawal-fixtures.ts';
import { auditLog } from '../audit/audit.tables.ts';

const UNKNOWN = '0190a000-0000-7000-8000-000000000000';

/** Every admin Users, VIP Members and export route, with an id placeholder where it takes one. */
const routes: [method: 'GET' | 'PUT', url: string][] = [
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/:id/toggle-status'],
  ['GET', '/api/admin/users/:id/deposits'],
  ['GET', '/api/admin/users/:id/withdrawals'],
  ['GET', '/api/admin/users/:id/referral-tree'],
  ['GET', '/api/admin/users/:id/daily-earnings'],
  ['GET', '/api/admin/vip-members'],
  ['GET', '/api/admin/users/export'],
  ['GET', '/api/admin/deposits/export'],
  ['GET', '/api/admin/withdrawals/export'],
  ['GET', '/api/admin/audit-log/export'],
];

describe('admin users: access and suspension', () => {
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  it('refuses no token (401) and a member (403) on every route', async () => {
    for (const [method, url] of routes) {
      const path = url.replace(':id', member.userId);
      expect((await call(method, path)).statusCode, `${method} ${url} without a token`).toBe(401);
      expect((await call(method, path, member.token)).statusCode, `${method} ${url} as a member`).toBe(403);
    }
  });

  it('answers 404 for an unknown member and for ids of other shapes', async () => {
    for (const [method, url] of routes.filter(([, url]) => url.includes(':id'))) {
      for (const id of [UNKNOWN, 'not-a-uuid', '12345']) {
        const res = await call(method, url.replace(':id', id), admin.token);
        expect(res.statusCode, `${method} ${url} with ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
      }
    }
  });

  it('suspension ends sessions, refuses money operations, keeps the money, and is audited', async () => {
    const target = await createMember(t);
    await depositFunds(t, target.userId, '120');
    const level = await createLevel(t, 'Bronze', '50', '1');
    expect((await call('GET', '/api/wallet/stats', target.token)).statusCode).toBe(200);

    const res = await call('PUT', `/api/admin/users/${target.userId}/toggle-status`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User suspended successfully', isActive: false });

    // The open session ended at once: every call, money operations included, is 401.
    expect((await call('GET', '/api/wallet/stats', target.token)).statusCode).toBe(401);
    expect((await call('POST', '/api/vip/join', target.token, { vipLevelId: level.id })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/vip/start-earning', target.token)).statusCode).toBe(401);
    expect((await requestWithdrawal(t, target.token, { amount: '20', source: 'DEPOSIT' })).statusCode).toBe(
      401,
    );
    const claim = await call('POST', '/api/deposit/usdt/create', target.token, {
      amount: '50',
      network: 'BEP20',
      transactionHash: `0x${'ab'.repeat(32)}`,
    });
    expect(claim.statusCode).toBe(401);

    // The money stays, for an administrator to handle.
    const listed = await call(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(target.email)}`,
      admin.token,
    );
    expect(listed.json().data[0]).toMatchObject({ isActive: false, wallet: { balance: '120.00' } });

    const entries = await t.database.db.select().from(auditLog);
    expect(entries.find((entry) => entry.targetId === target.userId)).toMatchObject({
      actorId: admin.userId,
      action: 'users.suspend',
      targetType: 'user',
      before: { isActive: true },
      after: { isActive: false },
    });

    const back = await call('PUT', `/api/admin/users/${target.userId}/toggle-status`, admin.token);
    expect(back.json()).toEqual({ message: 'User activated successfully', isActive: true });
    // Reactivation does not revive the ended session: the member signs in again.
    expect((await call('GET', '/api/wallet/stats', target.token)).statusCode).toBe(401);
  });

  it('refuses to suspend oneself or the last active administrator (422)', async () => {
    const self = await call('PUT', `/api/admin/users/${admin.userId}/toggle-status`, admin.token);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('You cannot suspend your own account.');

    const second = await createMember(t, { isAdmin: true });
    // Another administrator may be suspended while one stays active …
    const first = await call('PUT', `/api/admin/users/${second.userId}/toggle-status`, admin.token);
    expect(first.json().isActive).toBe(false);
    // … and the last one cannot be, even by an administrator whose account is being closed.
    const third = await createMember(t, { isAdmin: true });
    await call('PUT', `/api/admin/users/${admin.userId}/toggle-status`, third.token);
    const last = await call('PUT', `/api/admin/users/${third.userId}/toggle-status`, admin.token);
    expect(last.statusCode).toBe(401);
    const refused = await t.app.services.auth
      .toggleUserStatus(UNKNOWN, third.userId)
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'RULE_VIOLATION',
      message: 'The last active administrator cannot be suspended.',
    });
  });

  it("takes a VIP level's features as the form's text ('Bell, Basket') or as a list", async () => {
    // The earlier test suspended `admin`; another administrator acts here.
    const operator = await createMember(t, { isAdmin: true });
    const level = (text: string, bicycleFeatures: unknown) =>
      call('POST', '/api/admin/vip-levels', operator.token, {
        name: text,
        amount: 10,
        dailyEarning: 1,
        bicycleFeatures,
      });
    const fromText = await level('Text features', ' Bell, Basket ,, ');
    expect(fromText.statusCode).toBe(201);
    expect(fromText.json().level.bicycleFeatures).toEqual(['Bell', 'Basket']);
    const fromList = await level('Listed features', ['Bell', 'Lights']);
    expect(fromList.json().level.bicycleFeatures).toEqual(['Bell', 'Lights']);
  });
});
