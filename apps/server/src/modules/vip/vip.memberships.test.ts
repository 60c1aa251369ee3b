import { toMicros, type VipLevel } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balancesOf, createLevel, fundPool } from '../../../test/vip-fixtures.ts';
import { newId } from '../../lib/ids.ts';
import { memberAccountKey, systemAccountKey } from '../ledger/ledger.accounts.ts';

describe('joining and upgrading a VIP level', () => {
  let t: TestApp;
  let bronze: VipLevel;
  let silver: VipLevel;
  let gold: VipLevel;
  beforeAll(async () => {
    t = await createTestApp();
    bronze = await createLevel(t, 'Bronze', '50', '5');
    silver = await createLevel(t, 'Silver', '100', '10');
    gold = await createLevel(t, 'Gold', '150', '16.5');
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  const join = (token: string, vipLevelId: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vip/join',
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { vipLevelId },
    });

  it('joins with deposited funds and answers with the new membership', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '120');
    const res = await join(member.token, silver.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Successfully joined Silver',
      isUpgrade: false,
      vipLevel: { id: silver.id, name: 'Silver' },
      amountPaid: '100.00',
      userVip: { totalPaid: '100.00', isActive: true, vipLevel: { id: silver.id } },
    });
    expect(await balancesOf(t, member.userId)).toEqual({ deposit: toMicros('20'), earnings: 0n });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/vip/status',
      headers: bearer(member.token),
    });
    expect(status.json()).toMatchObject({ userVip: { vipLevel: { name: 'Silver' } }, canStartEarning: true });
  });

  it('charges exactly the difference on an upgrade', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '200');
    expect((await join(member.token, bronze.id)).json().amountPaid).toBe('50.00');
    const res = await join(member.token, gold.id);
    expect(res.json()).toMatchObject({
      message: 'Successfully upgraded to Gold',
      isUpgrade: true,
      amountPaid: '100.00',
      userVip: { totalPaid: '150.00' },
    });
    expect((await balancesOf(t, member.userId)).deposit).toBe(toMicros('50'));
  });

  it('refuses a downgrade or the same level, and changes nothing', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '300');
    await join(member.token, silver.id);
    for (const [level, name] of [
      [bronze, 'Bronze'],
      [silver, 'Silver'],
    ] as const) {
      const res = await join(member.token, level.id);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(`Cannot downgrade from Silver to ${name}`);
    }
    expect((await balancesOf(t, member.userId)).deposit).toBe(toMicros('200'));
  });

  it('refuses when the deposit is short, naming what is missing; earnings never pay', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '40');
    // Earnings (here a reward from the pool) sit in the other account and must not be used.
    await fundPool(t, '500');
    await t.app.services.ledger.transfer({
      key: `test-reward:${newId()}`,
      debitAccountKey: systemAccountKey('rewards_pool'),
      creditAccountKey: memberAccountKey(member.userId, 'earnings'),
      amountMicros: toMicros('100'),
      type: 'VIP_EARNINGS',
      description: 'Daily VIP Earnings (test)',
    });
    const res = await join(member.token, bronze.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message:
        'You need 10.00 more in deposited funds to join Bronze. Daily earnings and referral bonuses cannot be used for VIP purchases.',
    });
    expect(await balancesOf(t, member.userId)).toEqual({
      deposit: toMicros('40'),
      earnings: toMicros('100'),
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/vip/status',
      headers: bearer(member.token),
    });
    expect(status.json().userVip).toBeNull();
  });

  it('answers 404 for an unknown level, 422 for one not on sale, 403 without a verified email', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '100');
    expect((await join(member.token, newId())).statusCode).toBe(404);
    const retired = await createLevel(t, 'Retired', '60', '6');
    await t.app.services.vipLevels.update(newId(), retired.id, { isActive: false });
    const res = await join(member.token, retired.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This VIP level is not available');
    const unverified = await createMember(t, { verified: false });
    expect((await join(unverified.token, bronze.id)).statusCode).toBe(403);
  });

  it('charges a resent request once and refuses its key for another level', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '300');
    const key = `join-${newId()}`;
    const first = await join(member.token, silver.id, key);
    const again = await join(member.token, silver.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await balancesOf(t, member.userId)).deposit).toBe(toMicros('200'));
    const other = await join(member.token, gold.id, key);
    expect(other.statusCode).toBe(409);
  });

  it('lists the upgrade options with affordability from the deposit balance', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '120');
    await join(member.token, bronze.id);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vip/upgrade-options',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentLevel).toMatchObject({ id: bronze.id });
    const options = body.options.filter((option: { id: string }) => [silver.id, gold.id].includes(option.id));
    expect(options).toEqual([
      {
        id: silver.id,
        name: 'Silver',
        level: silver.level,
        dailyEarning: '10.00',
        upgradeCost: '50.00',
        amount: '100.00',
        canAfford: true,
        missingAmount: '0.00',
        totalDeposits: '120.00',
        totalBalance: '70.00',
        fullVipCost: '100.00',
        amountNeededForFullVip: '0.00',
      },
      {
        id: gold.id,
        name: 'Gold',
        level: gold.level,
        dailyEarning: '16.50',
        upgradeCost: '100.00',
        amount: '150.00',
        canAfford: false,
        missingAmount: '30.00',
        totalDeposits: '120.00',
        totalBalance: '70.00',
        fullVipCost: '150.00',
        amountNeededForFullVip: '30.00',
      },
    ]);
    expect(body.options.some((option: { id: string }) => option.id === bronze.id)).toBe(false);
  });

  it('projects earnings of the active level over 7, 30 and 90 days', async () => {
    const member = await createMember(t);
    const projection = (range: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/wallet/projected-earnings?timeRange=${range}`,
        headers: bearer(member.token),
      });
    expect((await projection('30d')).json()).toMatchObject({ projectedEarnings: '0.00', vipLevel: null });
    await depositFunds(t, member.userId, '150');
    await join(member.token, gold.id);
    expect((await projection('7d')).json()).toMatchObject({ days: 7, projectedEarnings: '115.50' });
    expect((await projection('90d')).json()).toMatchObject({
      days: 90,
      dailyEarning: '16.50',
      projectedEarnings: '1485.00',
    });
    expect((await projection('1y')).statusCode).toBe(400);
    const wallet = await t.app.inject({ url: '/api/wallet/stats', headers: bearer(member.token) });
    expect(wallet.json()).toMatchObject({ dailyEarnings: '16.50' });
  });
});
