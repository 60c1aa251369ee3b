import { toMicros, type VipLevel } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balancesOf, createLevel, joinLevel, setReferrer } from '../../../test/vip-fixtures.ts';
import { systemAccountKey } from '../ledger/ledger.accounts.ts';

describe('referral bonuses', () => {
  let t: TestApp;
  let level: VipLevel;
  beforeAll(async () => {
    t = await createTestApp();
    level = await createLevel(t, 'Supreme', '1000', '120');
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  /** A chain of members, each invited by the one before: chain[0] is the top. */
  async function chain(length: number) {
    const members = [];
    for (let index = 0; index < length; index++) {
      const member = await createMember(t, { fullName: `Chain Member${index}` });
      if (index > 0) await setReferrer(t, member.userId, members[index - 1]?.userId ?? '');
      members.push(member);
    }
    return members;
  }

  async function buy(member: { userId: string; token: string }) {
    await depositFunds(t, member.userId, '1000');
    await joinLevel(t.app, member, level.id);
  }

  it('pays 10/5/2 % of the payment to three referrers and nothing to a fourth', async () => {
    const members = await chain(5);
    const payer = members[4];
    if (!payer) throw new Error('no payer');
    await buy(payer);
    const earnings = await Promise.all(
      members.map(async (member) => (await balancesOf(t, member.userId)).earnings),
    );
    expect(earnings).toEqual([0n, toMicros('20'), toMicros('50'), toMicros('100'), 0n]);
    const revenue = await t.app.services.ledger.balanceOf(systemAccountKey('membership_revenue'));
    expect(revenue?.postedMicros).toBe(toMicros('830'));
  });

  it('pays one and two referrers when the chain is shorter', async () => {
    const [top, payer] = await chain(2);
    if (!top || !payer) throw new Error('chain too short');
    await buy(payer);
    expect((await balancesOf(t, top.userId)).earnings).toBe(toMicros('100'));
    const pair = await chain(3);
    await buy(pair[2] as { userId: string; token: string });
    expect((await balancesOf(t, pair[0]?.userId ?? '')).earnings).toBe(toMicros('50'));
    expect((await balancesOf(t, pair[1]?.userId ?? '')).earnings).toBe(toMicros('100'));
  });

  it("lists the team without any other member's id", async () => {
    const members = await chain(4);
    const top = members[0];
    if (!top) throw new Error('no chain');
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/referral/stats',
      headers: bearer(top.token),
    });
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    expect(body.directReferralList).toHaveLength(1);
    expect(body.indirectReferralList).toHaveLength(2);
    const keys = [...body.directReferralList, ...body.indirectReferralList].map((entry) => entry.key);
    expect(new Set(keys).size).toBe(3);
    for (const member of members.slice(1)) expect(stats.body).not.toContain(member.userId);
    expect(stats.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  it('uses the rates in settings at the time of the payment and shows them in the stats', async () => {
    await t.app.services.settings.update(null, { referralBonusLevel1Rate: 0.125 });
    const [referrer, payer] = await chain(2);
    if (!referrer || !payer) throw new Error('chain too short');
    await buy(payer);
    expect((await balancesOf(t, referrer.userId)).earnings).toBe(toMicros('125'));
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/referral/stats',
      headers: bearer(referrer.token),
    });
    expect(stats.json()).toMatchObject({
      directReferrals: 1,
      indirectReferrals: 0,
      totalBonuses: '125.00',
      level1Bonuses: '125.00',
      rates: { level1Rate: 0.125, level2Rate: 0.05, level3Rate: 0.02 },
      directReferralList: [
        {
          key: '1',
          level: 1,
          fullName: 'Chain M.',
          email: `${payer.email.slice(0, 1)}***@example.com`,
          referralBonusFromUser: '125.00',
          wallet: { totalDeposits: '1000.00', balance: '0.00' },
          userVip: { isActive: true, vipLevel: { name: 'Supreme', dailyEarning: '120.00' } },
        },
      ],
    });
    expect(stats.body).not.toContain(payer.userId);
    const rates = await t.app.inject({ method: 'GET', url: '/api/vip/public/referral-rates' });
    expect(rates.headers['cache-control']).toBe('public, max-age=300');
    expect(rates.json()).toEqual({ level1Rate: 0.125, level2Rate: 0.05, level3Rate: 0.02 });
  });
});
