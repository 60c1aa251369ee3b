import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../../test/ledger-auditor.ts';
import { bearer, createMember, type TestMember } from '../../../test/members.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  checksummedAddress,
  creditEarnings,
  requestWithdrawal,
  walletStats,
} from '../../../test/withdrawal-fixtures.ts';

const otherAddress = '0x000000000000000000000000000000000000dEaD';

describe('admin withdrawal edit and history', () => {
  let t: TestApp;
  let admin: TestMember;
  const edit = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/withdrawals/${id}`,
      headers: bearer(admin.token),
      payload,
    });
  const history = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/withdrawals${query}`, headers: bearer(admin.token) });

  async function memberWithRequest(earned: string, amount: string, fullName = 'Ada Edit') {
    const member = await createMember(t, { fullName });
    await creditEarnings(t, member.userId, earned);
    const res = await requestWithdrawal(t, member.token, { amount });
    expect(res.statusCode).toBe(201);
    return { member, id: res.json().withdrawal.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createMember(t, { isAdmin: true });
  });
  afterAll(async () => {
    await expectLedgerSound(t.database.db);
    await t.close();
  });

  it('needs at least one field, drops empty ones and re-validates the address', async () => {
    const { id } = await memberWithRequest('100', '50');
    const empty = await edit(id, { amount: '', walletAddress: ' ', adminNotes: '' });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'Please provide at least one field to update',
    ]);
    const badChecksum = await edit(id, { walletAddress: checksummedAddress.replace('D', 'd') });
    expect([badChecksum.statusCode, badChecksum.json().message]).toEqual([
      422,
      'Please enter a valid wallet address',
    ]);
    const moved = await edit(id, {
      walletAddress: otherAddress.toLowerCase(),
      method: 'POLYGON-USDC',
      adminNotes: 'Member asked',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Withdrawal updated successfully!',
      withdrawal: {
        walletAddress: otherAddress,
        method: 'POLYGON-USDC',
        network: 'POLYGON',
        currency: 'USDC',
        adminNotes: 'Member asked',
      },
    });
    const viaFields = await edit(id, { network: 'BSC' });
    expect(viaFields.json().withdrawal.method).toBe('BEP20-USDC');
  });

  it('re-holds a changed amount atomically and recomputes the fee', async () => {
    const { member, id } = await memberWithRequest('100', '50');
    const tier = await t.app.services.feeTiers.create(
      { minAmount: '0', maxAmount: null, percent: 0.01 },
      admin.userId,
    );
    const raised = await edit(id, { amount: '80' });
    expect(raised.json().withdrawal).toMatchObject({ amount: '80.00', fee: '0.80', netAmount: '79.20' });
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '20.00',
      heldEarnings: '80.00',
    });

    const beyond = await edit(id, { amount: '100.01' });
    expect([beyond.statusCode, beyond.json().message]).toEqual([
      422,
      'Amount exceeds the available withdrawable balance (100.00)',
    ]);
    const tooSmall = await edit(id, { amount: '9' });
    expect(tooSmall.json().message).toBe('Please enter a valid amount (minimum 10.00)');
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '20.00',
      heldEarnings: '80.00',
    });

    const all = await edit(id, { amount: '100' });
    expect(all.statusCode).toBe(200);
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '0.00',
      heldEarnings: '100.00',
    });
    await t.app.services.feeTiers.remove(tier.id, admin.userId);
  });

  it('edits only PENDING requests', async () => {
    const { id } = await memberWithRequest('40', '30');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${id}/process`,
      headers: bearer(admin.token),
      payload: { action: 'APPROVE' },
    });
    const res = await edit(id, { adminNotes: 'late' });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Only a PENDING withdrawal can be edited; this one is APPROVED',
    ]);
  });

  it('pages the history with search, status filter and stats tiles', async () => {
    const { member, id } = await memberWithRequest('40', '30', 'Searchable Person');
    const byName = await history('?search=searchable');
    expect(byName.json().data.map((w: { id: string }) => w.id)).toEqual([id]);
    const byEmail = await history(`?search=${encodeURIComponent(member.email)}`);
    expect(byEmail.json().data.map((w: { id: string }) => w.id)).toEqual([id]);
    const byAddress = await history(`?search=${otherAddress.slice(2, 12)}&limit=50`);
    expect(byAddress.json().data.length).toBeGreaterThan(0);
    const approved = await history('?status=APPROVED');
    expect(approved.json().data.every((w: { status: string }) => w.status === 'APPROVED')).toBe(true);
    const wildcard = await history('?search=%25');
    expect(wildcard.json().data).toEqual([]);
    const page = await history('?page=1&status=');
    expect(page.json()).toMatchObject({
      pagination: { currentPage: 1, itemsPerPage: 20, totalItems: 4 },
      stats: { totalCount: 4, pendingCount: 3, approvedCount: 1, heldAmount: '210.00', completedCount: 0 },
    });
  });
});
