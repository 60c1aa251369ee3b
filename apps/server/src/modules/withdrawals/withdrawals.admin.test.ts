import { eq } from 'drizzle-orm';
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
import { auditLog } from '../audit/audit.tables.ts';

describe('admin withdrawal processing', () => {
  let t: TestApp;
  let admin: TestMember;

  const processAs = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/withdrawals/${id}/process`,
      headers: { ...bearer(admin.token), ...headers },
      payload,
    });
  const auditFor = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  /** A member with `earned` in earnings and a PENDING request of `amount`. */
  async function memberWithRequest(earned: string, amount: string) {
    const member = await createMember(t, { fullName: 'Grace Payout' });
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

  it('keeps members out of the admin routes', async () => {
    const member = await createMember(t);
    for (const url of ['/api/admin/withdrawals', '/api/admin/withdrawals/pending']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(member.token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists pending requests oldest first with user, fee and net', async () => {
    const tier = await t.app.services.feeTiers.create(
      { minAmount: '0', maxAmount: null, percent: 0.02 },
      admin.userId,
    );
    const { member, id } = await memberWithRequest('100', '50');
    await t.app.services.feeTiers.remove(tier.id, admin.userId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals/pending',
      headers: bearer(admin.token),
    });
    const row = res.json().data.find((w: { id: string }) => w.id === id);
    expect(row).toMatchObject({
      amount: '50.00',
      feeAmount: '1.00',
      fee: '1.00',
      netAmount: '49.00',
      status: 'PENDING',
      walletAddress: checksummedAddress,
      user: { id: member.userId, fullName: 'Grace Payout', email: member.email },
    });
  });

  it('rejects a PENDING request: the funds are back, exactly, and the action is audited', async () => {
    const { member, id } = await memberWithRequest('75.25', '70.25');
    expect((await walletStats(t, member.token)).withdrawable).toBe('5.00');
    const res = await processAs(id, { action: 'REJECT', adminNotes: 'Address on a blocklist' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Withdrawal processed successfully!',
      withdrawal: { status: 'REJECTED', adminNotes: 'Address on a blocklist' },
      payoutCheck: null,
    });
    expect(await walletStats(t, member.token)).toMatchObject({
      withdrawable: '75.25',
      heldEarnings: '0.00',
      totalWithdrawn: '0.00',
    });
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: 'withdrawal.reject',
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
    });
  });

  it('approves without a hash (funds stay held), then fails the payout (funds back)', async () => {
    const { member, id } = await memberWithRequest('40', '30');
    const approved = await processAs(id, { action: 'APPROVE' });
    expect(approved.json().withdrawal.status).toBe('APPROVED');
    expect((await walletStats(t, member.token)).heldEarnings).toBe('30.00');
    const failed = await processAs(id, { action: 'FAIL', adminNotes: 'Payout bounced' });
    expect(failed.json().withdrawal.status).toBe('FAILED');
    expect(await walletStats(t, member.token)).toMatchObject({ withdrawable: '40.00', heldEarnings: '0.00' });
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.fail',
    ]);
  });

  it('answers 409 to an action that does not fit the status, and changes nothing', async () => {
    const { member, id } = await memberWithRequest('40', '30');
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'FAIL' }, 'This withdrawal is PENDING and cannot be marked as failed'],
      [
        { action: 'COMPLETE', transactionHash: `0x${'ab'.repeat(32)}` },
        'This withdrawal is PENDING and cannot be completed',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await processAs(id, payload);
      expect([res.statusCode, res.json().message]).toEqual([409, message]);
    }
    await processAs(id, { action: 'REJECT' });
    for (const action of ['APPROVE', 'REJECT', 'FAIL']) {
      const res = await processAs(id, { action });
      expect(res.statusCode).toBe(409);
    }
    expect((await walletStats(t, member.token)).withdrawable).toBe('40.00');
    expect(await auditFor(id)).toHaveLength(1);
  });

  it('validates the action body', async () => {
    const { id } = await memberWithRequest('40', '30');
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'PAY' }, 'Please choose APPROVE, REJECT, COMPLETE or FAIL'],
      [{ action: 'COMPLETE' }, 'A payout transaction hash is required to complete a withdrawal'],
      [{ action: 'APPROVE', transactionHash: '0x123' }, 'Please enter a valid transaction hash'],
      [
        { action: 'REJECT', transactionHash: `0x${'ab'.repeat(32)}` },
        'A payout transaction hash is recorded only when approving or completing',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await processAs(id, payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const unknown = await processAs('0190f0f0-0000-7000-8000-000000000000', { action: 'REJECT' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Withdrawal not found']);
  });

  it('replays an action retried with the same Idempotency-Key', async () => {
    const { id } = await memberWithRequest('40', '30');
    const headers = { 'idempotency-key': 'reject-once' };
    const first = await processAs(id, { action: 'REJECT' }, headers);
    const retry = await processAs(id, { action: 'REJECT' }, headers);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json().withdrawal.status).toBe('REJECTED');
    expect(await auditFor(id)).toHaveLength(1);
  });
});
