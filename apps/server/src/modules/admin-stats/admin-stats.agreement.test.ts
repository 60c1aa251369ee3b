import { formatMicros, toMicros } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createLevel,
  fundPool,
  joinLevel,
  setEarningPolicy,
  setReferrer,
} from '../../../test/vip-fixtures.ts';
import { creditEarnings, requestWithdrawal } from '../../../test/withdrawal-fixtures.ts';
import { memberAccountKey, systemAccountKey } from '../ledger/ledger.accounts.ts';

/**
 * Rule 3: the back office and the public transparency page tell the same story. After a mix
 * of deposits, memberships with referral bonuses, paid rewards and a pending withdrawal, every
 * figure shown in two places is equal, and the Users tab adds up to the totals.
 */
describe('admin figures agree with each other and with the transparency page', () => {
  let t: TestApp;
  let admin: TestMember;
  const get = async (url: string, token = admin.token) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const sum = (amounts: string[]) =>
    formatMicros(amounts.reduce((total, amount) => total + toMicros(amount), 0n));

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-02T09:00:00Z');
    admin = await createMember(t, { isAdmin: true });
    const level = await createLevel(t, 'Silver', '100', '10');
    await setEarningPolicy(t, { sessionHours: 1, creditAt: 'end', weekendRestricted: false });
    await fundPool(t, '500');

    const sponsor = await createMember(t);
    await depositFunds(t, sponsor.userId, '250');
    for (const invited of [await createMember(t), await createMember(t)]) {
      await setReferrer(t, invited.userId, sponsor.userId);
      await depositFunds(t, invited.userId, '120');
      await joinLevel(t.app, invited, level.id);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/vip/start-earning',
            headers: bearer(invited.token),
          })
        ).statusCode,
      ).toBe(200);
    }
    t.clock.advance(2 * 3_600_000);
    expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 2, unfunded: 0 });
    await creditEarnings(t, sponsor.userId, '5');
    expect((await requestWithdrawal(t, sponsor.token, { amount: '60', source: 'DEPOSIT' })).statusCode).toBe(
      201,
    );
    // Corrections take back part of a referral bonus and of a daily reward (the same type, the
    // other way): every figure must count them, wherever it is shown.
    await correct(sponsor.userId, 'REFERRAL_BONUS', 'membership_revenue', '1.5');
    await correct(sponsor.userId, 'VIP_EARNINGS', 'rewards_pool', '2');
  });

  async function correct(
    userId: string,
    type: string,
    source: 'membership_revenue' | 'rewards_pool',
    amount: string,
  ): Promise<void> {
    const { ledger } = t.app.services;
    const { items } = await ledger.memberTransfers(userId, { limit: 50, offset: 0 });
    const original = items.find((item) => item.type === type);
    if (!original) throw new Error(`no ${type} transfer to correct`);
    const result = await ledger.transfer({
      key: `test-correction:${original.id}`,
      debitAccountKey: memberAccountKey(userId, 'earnings'),
      creditAccountKey: systemAccountKey(source),
      amountMicros: toMicros(amount),
      type: original.type,
      description: 'Correction (test)',
      correctsId: original.id,
    });
    expect(result.ok).toBe(true);
  }
  afterAll(() => t.close());

  it('the dashboard and the transparency page read the same ledger figures, corrections included', async () => {
    const stats = (await get('/api/admin/stats')).data;
    const transparency = await get('/api/public/transparency');
    expect(stats.custody).toBe(transparency.totalAssets);
    expect(stats.memberLiabilities).toBe(transparency.memberBalances.total);
    expect(stats.systemBalance).toBe(
      formatMicros(toMicros(stats.custody) - toMicros(stats.memberLiabilities)),
    );
    expect(stats.totalReferralBonus).toBe(transparency.totals.referralBonusesPaid);
    expect(stats.vipUsers).toBe(transparency.activeMemberships);
    // Rewards reach members from the pool only: paid rewards are what the pool lost beyond its funding.
    expect(sum([transparency.rewardsPool, transparency.totals.rewardsPaid])).toBe(
      transparency.totals.poolFunded,
    );
    expect(transparency.totals.referralBonusesPaid).not.toBe('0.00');
  });

  it('the Users tab adds up to the dashboard and transparency totals', async () => {
    const stats = (await get('/api/admin/stats')).data;
    const transparency = await get('/api/public/transparency');
    const users = await get('/api/admin/users?page=1&limit=100');
    expect(users.pagination.totalItems).toBe(stats.totalUsers);
    const members = users.data as {
      wallet: { balance: string; withdrawable: string };
      financialData: { referralEarnings: string; totalDailyEarnings: string; totalWithdrawals: string };
    }[];
    expect(sum(members.map((user) => user.financialData.referralEarnings))).toBe(stats.totalReferralBonus);
    expect(sum(members.map((user) => user.financialData.totalDailyEarnings))).toBe(
      transparency.totals.rewardsPaid,
    );
    // What members hold plus what waits in withdrawal requests is what the platform owes them.
    const held = members.flatMap((user) => [user.wallet.balance, user.wallet.withdrawable]);
    expect(sum([...held, stats.pendingWithdrawals])).toBe(transparency.memberBalances.total);
  });
});
