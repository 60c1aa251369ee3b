import { toMicros } from '@nova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../../lib/ids.ts';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../plugins/scopes.ts';
import { memberAccountKey, systemAccountKey } from '../ledger/ledger.accounts.ts';
import type { TransferInput } from '../ledger/ledger.types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const minute = 60_000;

/** Moves money as the later modules will, one minute apart so the list order is plain. */
async function move(
  input: Omit<TransferInput, 'key' | 'amountMicros'> & { amount: string },
  pending = false,
) {
  t.clock.advance(minute);
  const { amount, ...rest } = input;
  const transfer = { ...rest, key: `wallet-test:${newId()}`, amountMicros: toMicros(amount) };
  const result = pending
    ? await t.app.services.ledger.createPending(transfer)
    : await t.app.services.ledger.transfer(transfer);
  if (!result.ok) throw new Error(`${input.type} refused: ${result.status}`);
  return result.transfer;
}

async function withdraw(
  userId: string,
  from: 'deposit' | 'earnings',
  amount: string,
  outcome: 'post' | 'hold',
) {
  const held = await move(
    {
      debitAccountKey: memberAccountKey(userId, from),
      creditAccountKey: systemAccountKey('payouts_in_flight'),
      amount,
      type: 'WITHDRAWAL',
      description: `Withdrawal from ${from}`,
    },
    true,
  );
  if (outcome === 'hold') return;
  t.clock.advance(minute);
  const posted = await t.app.services.ledger.postPending({ key: `post:${held.id}`, pendingId: held.id });
  if (!posted.ok) throw new Error(posted.status);
}

describe('the wallet of a member with real ledger history', () => {
  let member: TestMember;
  let referrer: TestMember;

  beforeAll(async () => {
    member = await createMember(t);
    referrer = await createMember(t);
    const { userId } = member;
    const deposit = memberAccountKey(userId, 'deposit');
    const earnings = memberAccountKey(userId, 'earnings');
    const pool = systemAccountKey('rewards_pool');
    const revenue = systemAccountKey('membership_revenue');
    await move({
      debitAccountKey: systemAccountKey('operator_equity'),
      creditAccountKey: pool,
      amount: '1000',
      type: 'POOL_FUNDING',
      description: 'Pool funding',
    });
    t.clock.advance(minute);
    await depositFunds(t, userId, '100');
    await depositFunds(t, referrer.userId, '50');
    await move({
      debitAccountKey: deposit,
      creditAccountKey: revenue,
      amount: '30',
      type: 'VIP_PAYMENT',
      description: 'VIP 1',
    });
    const referral = {
      debitAccountKey: revenue,
      creditAccountKey: earnings,
      type: 'REFERRAL_BONUS' as const,
    };
    await move({ ...referral, amount: '3', description: 'Referral bonus' });
    await move({
      debitAccountKey: pool,
      creditAccountKey: earnings,
      amount: '5',
      type: 'VIP_EARNINGS',
      description: 'Daily earning',
    });
    await move({
      debitAccountKey: pool,
      creditAccountKey: earnings,
      amount: '1.5',
      type: 'TASK_REWARD',
      description: 'Task',
    });
    await withdraw(userId, 'earnings', '2', 'post');
    await withdraw(userId, 'earnings', '4', 'hold');
    await withdraw(userId, 'deposit', '10', 'post');
    // A wrongly credited deposit is corrected by its reversal, which keeps the DEPOSIT type.
    const mistaken = await depositFunds(t, userId, '0.25');
    if (mistaken.ok) {
      await move({
        debitAccountKey: deposit,
        creditAccountKey: systemAccountKey('custody', 'BEP20'),
        amount: '0.25',
        type: 'DEPOSIT',
        description: 'Correction: deposit credited twice',
        correctsId: mistaken.transfer.id,
      });
    }
  });

  it('reports every figure from the ledger as exact decimal strings', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/stats',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      balance: '60.00',
      totalDeposits: '100.00',
      totalEarnings: '6.50',
      totalReferralBonus: '3.00',
      dailyEarnings: '0.00',
      totalWithdrawn: '2.00',
      totalRefunded: '10.00',
      withdrawable: '3.50',
      heldEarnings: '4.00',
      heldDeposit: '0.00',
    });
  });

  it('lists posted transfers newest first, signed from the member’s side, without holds', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?limit=20',
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((row: { type: string; amount: string }) => [row.type, row.amount])).toEqual([
      ['DEPOSIT', '-0.25'],
      ['DEPOSIT', '0.25'],
      ['WITHDRAWAL', '-10.00'],
      ['WITHDRAWAL', '-2.00'],
      ['TASK_REWARD', '1.50'],
      ['VIP_EARNINGS', '5.00'],
      ['REFERRAL_BONUS', '3.00'],
      ['VIP_PAYMENT', '-30.00'],
      ['DEPOSIT', '100.00'],
    ]);
    expect(body.data[0]).toMatchObject({ description: 'Correction: deposit credited twice' });
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 9, itemsPerPage: 20 });
    expect(new Date(body.data[0].createdAt).getTime()).toBeGreaterThan(
      new Date(body.data[1].createdAt).getTime(),
    );
  });

  it('pages through the list', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?limit=4&page=3',
      headers: bearer(member.token),
    });
    expect(res.json().data.map((row: { type: string }) => row.type)).toEqual(['DEPOSIT']);
    expect(res.json().pagination).toEqual({ currentPage: 3, totalPages: 3, totalItems: 9, itemsPerPage: 4 });
    const defaults = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions',
      headers: bearer(member.token),
    });
    expect(defaults.json().pagination).toMatchObject({ currentPage: 1, itemsPerPage: 10 });
  });

  it('shows another member only their own money', async () => {
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/stats',
      headers: bearer(referrer.token),
    });
    expect(stats.json()).toMatchObject({ balance: '50.00', totalDeposits: '50.00', withdrawable: '0.00' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions',
      headers: bearer(referrer.token),
    });
    expect(list.json().data).toHaveLength(1);
  });
});

describe('who may see a wallet', () => {
  it('answers 401 without a session, or with an unknown token', async () => {
    for (const headers of [{}, bearer('not-a-session')]) {
      for (const url of ['/api/wallet/stats', '/api/wallet/transactions']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('answers 403 with its message until the email is verified', async () => {
    const unverified = await createMember(t, { verified: false });
    for (const url of ['/api/wallet/stats', '/api/wallet/transactions']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(unverified.token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: EMAIL_NOT_VERIFIED_MESSAGE,
        code: 'EMAIL_NOT_VERIFIED',
        errors: [],
      });
    }
  });

  it('refuses a page size out of bounds with a field error', async () => {
    const member = await createMember(t);
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=x']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/wallet/transactions?${query}`,
        headers: bearer(member.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe(query.split('=')[0]);
    }
  });

  it('shows a new member an empty wallet', async () => {
    const member = await createMember(t);
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/stats',
      headers: bearer(member.token),
    });
    expect(stats.json()).toMatchObject({ balance: '0.00', withdrawable: '0.00', totalDeposits: '0.00' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions',
      headers: bearer(member.token),
    });
    expect(list.json()).toEqual({
      data: [],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 0, itemsPerPage: 10 },
    });
  });
});
