import { toMicros, type VipLevel } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  balancesOf,
  createLevel,
  createMemberWithLevel,
  setEarningPolicy,
} from '../../../test/vip-fixtures.ts';
import { UNFUNDED_MESSAGE } from '../tasks/tasks.settlement.ts';

const HOUR = 3_600_000;

describe('the rewards pool', () => {
  let t: TestApp;
  let admin: TestMember;
  let level: VipLevel;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-01-05T09:00:00Z');
    admin = await createMember(t, { isAdmin: true });
    level = await createLevel(t, 'Silver', '100', '10');
    await setEarningPolicy(t, { sessionHours: 1, creditAt: 'end', weekendRestricted: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  async function memberInSession(): Promise<TestMember> {
    const member = await createMemberWithLevel(t, level);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/vip/start-earning',
      headers: bearer(member.token),
    });
    expect(started.statusCode).toBe(200);
    return member;
  }
  const fund = (amount: string, note = 'Top-up') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/rewards-pool/fund',
      headers: bearer(admin.token),
      payload: { amount, note },
    });

  it('credits nothing when the pool cannot cover a reward, and tells the member why', async () => {
    const older = await memberInSession();
    t.clock.advance(60_000);
    const younger = await memberInSession();
    t.clock.advance(2 * HOUR);
    expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 0, unfunded: 2 });
    expect((await balancesOf(t, older.userId)).earnings).toBe(0n);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/tasks/earning-status',
      headers: bearer(older.token),
    });
    expect(status.json()).toMatchObject({
      unfunded: true,
      message: UNFUNDED_MESSAGE,
      session: { status: 'UNFUNDED' },
    });

    const pool = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rewards-pool',
      headers: bearer(admin.token),
    });
    expect(pool.json()).toMatchObject({
      balance: '0.00',
      dailyObligation: '20.00',
      coverageDays: '0.0',
      activeMemberships: 2,
      unfundedRewards: { count: 2, amount: '20.00' },
    });

    // Enough for one reward: the older session is paid first, the younger keeps waiting.
    expect((await fund('15')).statusCode).toBe(200);
    expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 1, unfunded: 1 });
    expect((await balancesOf(t, older.userId)).earnings).toBe(toMicros('10'));
    expect((await balancesOf(t, younger.userId)).earnings).toBe(0n);

    await fund('100');
    expect(await t.app.services.earningSessions.settleDue()).toEqual({ credited: 1, unfunded: 0 });
    expect((await balancesOf(t, younger.userId)).earnings).toBe(toMicros('10'));
  });

  it('funds from operator equity with a note, audit-logged, once per request key', async () => {
    const headers = { ...bearer(admin.token), 'idempotency-key': 'fund-pool-0001' };
    const payload = { amount: '250.50', note: 'Monthly top-up' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rewards-pool/fund',
      headers,
      payload,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rewards-pool/fund',
      headers,
      payload,
    });
    expect(first.json()).toMatchObject({ success: true, message: 'Rewards pool funded' });
    expect(again.json().pool.balance).toBe(first.json().pool.balance);
    expect(first.json().pool.recentFundings[0]).toMatchObject({
      amount: '250.50',
      note: 'Monthly top-up',
      actorId: admin.userId,
    });
    const audit = await t.app.services.audit.list(1, 10);
    expect(audit.data.filter((entry) => entry.action === 'rewards_pool.fund')).toHaveLength(3);
    expect(audit.data[0]).toMatchObject({ actorId: admin.userId, note: 'Monthly top-up' });
  });

  it('validates the funding form and keeps members out', async () => {
    const bad = await fund('0', ' ');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['amount', 'note']);
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rewards-pool',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('publishes the transparency figures from the ledger', async () => {
    t.clock.advance(5 * 60_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/transparency' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const figures = res.json();
    // Two members deposited 100 each on BEP20 and paid it all for memberships.
    expect(figures).toMatchObject({
      readAt: t.clock.now().toISOString(),
      assets: [
        { network: 'BEP20', balance: '200.00' },
        { network: 'POLYGON', balance: '0.00' },
        { network: 'BTC', balance: '0.00' },
      ],
      totalAssets: '200.00',
      memberBalances: { deposits: '0.00', earnings: '20.00', total: '20.00' },
      rewardsPool: '345.50',
      dailyObligation: '20.00',
      coverageDays: '17.2',
      totals: {
        rewardsPaid: '20.00',
        referralBonusesPaid: '0.00',
        membershipPayments: '200.00',
        poolFunded: '365.50',
      },
    });
  });
});
