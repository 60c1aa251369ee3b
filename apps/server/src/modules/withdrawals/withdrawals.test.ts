import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  checksummedAddress,
  creditEarnings,
  lockWithdrawals,
  requestWithdrawal,
  walletStats,
} from '../../../test/withdrawal-fixtures.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../plugins/scopes.ts';
import { withdrawals } from './withdrawals.tables.ts';

describe('member withdrawals', () => {
  let t: TestApp;
  let admin: TestMember;
  const rowCount = async () => (await t.database.db.select().from(withdrawals)).length;
  const setSettings = (patch: Record<string, unknown>) => t.app.services.settings.update(admin.userId, patch);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  it('lists the four methods with the platform-paid network fee, processing time and minimum', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/options',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.methods.map((m: { key: string; networkFee: string }) => [m.key, m.networkFee])).toEqual([
      ['BEP20-USDT', '0.00'],
      ['BEP20-USDC', '0.50'],
      ['POLYGON-USDT', '0.10'],
      ['POLYGON-USDC', '0.10'],
    ]);
    expect(body.methods[0]).toMatchObject({
      processingTime: '1-24 hours',
      minimum: '10.00',
      networkFeePaidBy: 'PLATFORM',
    });
    expect(body).toMatchObject({
      minimum: '10.00',
      isWithdrawalEnabled: true,
      sources: ['EARNINGS', 'DEPOSIT'],
    });
  });

  it('previews the tier fee and the net, with the network fee of the method (BSC read as BEP20)', async () => {
    const member = await createMember(t);
    const tier = await t.app.services.feeTiers.create(
      { minAmount: '10', maxAmount: null, percent: 0.025 },
      admin.userId,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/preview-fee',
      headers: bearer(member.token),
      payload: { amount: '40.10', currency: 'USDC', network: 'BSC' },
    });
    expect(res.json()).toEqual({
      amount: '40.10',
      fee: '1.0025',
      net: '39.0975',
      feePercent: 0.025,
      networkFee: '0.50',
      networkFeePaidBy: 'PLATFORM',
    });
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/preview-fee',
      headers: bearer(member.token),
      payload: { amount: 5 },
    });
    expect(bare.json()).toMatchObject({ fee: '0.00', net: '5.00', networkFee: null });
    await t.app.services.feeTiers.remove(tier.id, admin.userId);
  });

  it('refuses each broken rule with its message and writes nothing', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '50');
    const before = await rowCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '9.99' }, 422, 'Please enter a valid amount (minimum 10.00)'],
      [{ amount: '0' }, 400, 'Please enter a valid amount'],
      [{ amount: 'ten' }, 400, 'Please enter a valid amount'],
      [{ amount: '' }, 400, 'Please enter a valid amount'],
      [{ amount: '10.001' }, 400, 'Amount can have at most 2 decimals'],
      [{ amount: '50.01' }, 422, 'Amount exceeds the available withdrawable balance (50.00)'],
      [{ amount: '20', walletAddress: '0x1234' }, 400, 'Please enter a valid wallet address'],
      [{ amount: '20', walletAddress: '' }, 400, 'Please enter a valid wallet address'],
      [
        { amount: '20', walletAddress: checksummedAddress.replace('D', 'd') },
        422,
        'Please enter a valid wallet address',
      ],
      [
        { amount: '20', walletAddress: `0x${'0'.repeat(40)}` },
        422,
        'The zero address cannot receive funds; please enter your own wallet address',
      ],
      [{ amount: '20', network: 'TRON' }, 400, 'Please choose a supported network'],
      [{ amount: '20', currency: 'BTC' }, 400, 'Please choose USDT or USDC'],
      [{ amount: '20', source: 'DEPOSIT' }, 422, 'Amount exceeds the available deposit balance (0.00)'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await requestWithdrawal(t, member.token, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([status, message]);
    }
    expect(await rowCount()).toBe(before);
    expect((await walletStats(t, member.token)).withdrawable).toBe('50.00');
  });

  it('needs a session and a verified email', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/withdrawal/request', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const unverified = await createMember(t, { verified: false });
    const res = await requestWithdrawal(t, unverified.token, { amount: '20' });
    expect([res.statusCode, res.json().message]).toEqual([403, EMAIL_NOT_VERIFIED_MESSAGE]);
  });

  it('holds the amount on the earnings account: held funds cannot be withdrawn again', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '100');
    const res = await requestWithdrawal(t, member.token, {
      amount: '60.50',
      walletAddress: `  ${checksummedAddress} `,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Withdrawal request submitted successfully',
      withdrawal: {
        amount: '60.50',
        fee: '0.00',
        netAmount: '60.50',
        method: 'BEP20-USDT',
        source: 'EARNINGS',
        status: 'PENDING',
        walletAddress: checksummedAddress,
      },
    });
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '39.50',
      heldEarnings: '60.50',
    });
    const again = await requestWithdrawal(t, member.token, { amount: '40' });
    expect([again.statusCode, again.json().message]).toEqual([
      422,
      'Amount exceeds the available withdrawable balance (39.50)',
    ]);
  });

  it('holds unspent deposits with source DEPOSIT, and refuses it when the operator turned it off', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '80');
    const res = await requestWithdrawal(t, member.token, {
      amount: '30',
      source: 'DEPOSIT',
      network: 'POLYGON',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({ source: 'DEPOSIT', method: 'POLYGON-USDT' });
    expect(await walletStats(t, member.token)).toMatchObject({
      balance: '50.00',
      heldDeposit: '30.00',
      withdrawable: '0.00',
    });

    await setSettings({ allowDepositWithdrawal: false });
    const refused = await requestWithdrawal(t, member.token, { amount: '30', source: 'DEPOSIT' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Withdrawing deposited funds is not available at the moment',
    ]);
    await setSettings({ allowDepositWithdrawal: true });
  });

  it('refuses every request while withdrawals are disabled', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '30');
    await setSettings({ isWithdrawalEnabled: false });
    const res = await requestWithdrawal(t, member.token, { amount: '20' });
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'Withdrawals are temporarily disabled by the administrator. Please try again later.',
    ]);
    const options = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/options',
      headers: bearer(member.token),
    });
    expect(options.json().isWithdrawalEnabled).toBe(false);
    await setSettings({ isWithdrawalEnabled: true });
    expect((await requestWithdrawal(t, member.token, { amount: '20' })).statusCode).toBe(201);
  });

  it('reads the minimum from settings', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '30');
    await setSettings({ minWithdrawalAmount: '25' });
    const res = await requestWithdrawal(t, member.token, { amount: '20' });
    expect(res.json().message).toBe('Please enter a valid amount (minimum 25.00)');
    await setSettings({ minWithdrawalAmount: '10' });
  });

  it('refuses withdrawals for 24 hours after a password or email change, saying until when', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '30');
    const until = new Date(t.clock.now().getTime() + 24 * 3600_000);
    await lockWithdrawals(t, member.userId, until);
    const res = await requestWithdrawal(t, member.token, { amount: '20' });
    expect([res.statusCode, res.json().message]).toEqual([
      422,
      'For your security, withdrawals are locked until 2026-01-06 09:00 UTC after a recent password or email change.',
    ]);
    t.clock.advance(24 * 3600_000);
    expect((await requestWithdrawal(t, member.token, { amount: '20' })).statusCode).toBe(201);
  });

  it('answers a retry with the same Idempotency-Key with the first request, holding once', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '100');
    const headers = { 'idempotency-key': 'withdraw-intent-1' };
    const first = await requestWithdrawal(t, member.token, { amount: '30' }, headers);
    const retry = await requestWithdrawal(t, member.token, { amount: 30 }, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().withdrawal.id).toBe(first.json().withdrawal.id);
    expect((await walletStats(t, member.token)).heldEarnings).toBe('30.00');
    const different = await requestWithdrawal(t, member.token, { amount: '31' }, headers);
    expect([different.statusCode, different.json().message]).toEqual([
      409,
      'This Idempotency-Key was already used for a different withdrawal request',
    ]);
  });

  it('pages the history newest first, with a status filter', async () => {
    const member = await createMember(t);
    await creditEarnings(t, member.userId, '200');
    for (const amount of ['10', '11', '12', '13', '14', '15']) {
      expect((await requestWithdrawal(t, member.token, { amount })).statusCode).toBe(201);
      t.clock.advance(1000);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/history?limit=5&page=2',
      headers: bearer(member.token),
    });
    expect(page.json()).toMatchObject({
      data: [{ amount: '10.00', walletAddress: checksummedAddress }],
      pagination: { currentPage: 2, totalPages: 2, totalItems: 6, itemsPerPage: 5 },
    });
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/history',
      headers: bearer(member.token),
    });
    expect(first.json().data.map((w: { amount: string }) => w.amount)).toEqual([
      '15.00',
      '14.00',
      '13.00',
      '12.00',
      '11.00',
      '10.00',
    ]);
    const rejected = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/history?status=REJECTED',
      headers: bearer(member.token),
    });
    expect(rejected.json()).toMatchObject({ data: [], pagination: { totalItems: 0 } });
    const other = await createMember(t);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/history',
      headers: bearer(other.token),
    });
    expect(none.json().data).toEqual([]);
  });
});
