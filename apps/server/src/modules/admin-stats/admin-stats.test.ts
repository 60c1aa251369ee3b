import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creditEarnings, requestWithdrawal } from '../../../test/withdrawal-fixtures.ts';

describe('admin dashboard stats', () => {
  let t: TestApp;
  let admin: TestMember;
  const stats = async (token = admin.token) =>
    t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('is for administrators only', async () => {
    const member = await createMember(t);
    expect((await stats(member.token)).statusCode).toBe(403);
  });

  it('reads users, money and withdrawals from their sources, with nothing invented', async () => {
    const yesterday = await createMember(t);
    t.clock.advance(24 * 3600_000);
    const saver = await createMember(t);
    await depositFunds(t, saver.userId, '300');
    await creditEarnings(t, yesterday.userId, '40');
    const withdrawal = await requestWithdrawal(t, saver.token, { amount: '100', source: 'DEPOSIT' });
    expect(withdrawal.statusCode).toBe(201);
    const res = await stats();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totalUsers: 4,
      activeUsers: 4,
      todayUsers: 1,
      totalDeposits: '0.00',
      depositCount: 0,
      todayDeposits: '0.00',
      confirmedDeposits: 0,
      pendingDeposits: 0,
      pendingWithdrawals: '100.00',
      pendingWithdrawalCount: 1,
      completedWithdrawals: '0.00',
      completedWithdrawalCount: 0,
      todayWithdrawals: '100.00',
      todayWithdrawalCount: 1,
      // Custody holds the 300 deposited; members are owed those 300 and the 40 of rewards.
      systemBalance: '-40.00',
      custody: '300.00',
      memberLiabilities: '340.00',
      vipUsers: 0,
      totalEarnings: '40.00',
      totalReferralBonus: '0.00',
      // A test app runs without SMTP_URL and out of demo mode: as MAIL_DISABLED would.
      mailDisabled: true,
      failedEmails: 0,
      approvedUnpaid: [],
    });
  });

  it('counts suspended members as not active', async () => {
    const member = await createMember(t);
    await t.app.services.auth.toggleUserStatus('0190a000-0000-7000-8000-00000000a0a0', member.userId);
    const data = (await stats()).json().data;
    expect([data.totalUsers, data.activeUsers]).toEqual([5, 4]);
  });

  it("counts today's withdrawals from the start of the UTC day, and every pending one", async () => {
    const before = (await stats()).json().data;
    const early = await createMember(t);
    await depositFunds(t, early.userId, '300');
    expect((await requestWithdrawal(t, early.token, { amount: '100', source: 'DEPOSIT' })).statusCode).toBe(
      201,
    );
    t.clock.advance(24 * 3600_000);
    const late = await createMember(t);
    await depositFunds(t, late.userId, '300');
    expect((await requestWithdrawal(t, late.token, { amount: '120', source: 'DEPOSIT' })).statusCode).toBe(
      201,
    );
    const after = (await stats()).json().data;
    expect(after.pendingWithdrawalCount - before.pendingWithdrawalCount).toBe(2);
    expect([after.todayWithdrawalCount, after.todayWithdrawals, after.todayUsers]).toEqual([1, '120.00', 1]);
  });
});
