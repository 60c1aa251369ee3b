import { desc, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  chainOf,
  createMember,
  type DepositFixture,
  personalAddressOf,
  send,
  startDepositFixture,
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';
import { auditLog } from '../audit/audit.tables.ts';

let fixture: DepositFixture;
let admin: TestMember;
beforeAll(async () => {
  fixture = await startDepositFixture();
  admin = await createMember(fixture.t, { isAdmin: true });
});
afterAll(() => fixture.stop());

const company = () => chainOf(fixture, 'BEP20').companyAddress;
const finalize = () => mineBlocks(chainOf(fixture, 'BEP20'), 5);

async function claimShared(member: TestMember, amount: string) {
  const hash = await send(fixture, 'BEP20', company(), amount);
  const res = await api(fixture.t, member, 'POST', '/api/deposit/usdt/create', {
    amount,
    network: 'BEP20',
    transactionHash: hash,
  });
  expect(res.statusCode).toBe(201);
  return { hash, deposit: res.json().deposit as { id: string; status: string; reviewRequired: boolean } };
}

const process = (id: string, action: 'approve' | 'reject', body: Record<string, unknown> = {}, as = admin) =>
  api(fixture.t, as, 'POST', `/api/admin/deposits/${id}/${action}`, body);

describe('approving and rejecting deposits', () => {
  it('keeps a claim of a shared-address transfer PENDING for review, even once final', async () => {
    const member = await createMember(fixture.t);
    const { deposit } = await claimShared(member, '25');
    expect(deposit).toMatchObject({ status: 'PENDING', reviewRequired: true });
    await finalize();
    fixture.t.clock.advance(60_000);
    await fixture.t.app.services.deposits.watcher.run('BEP20');
    const after = await api(fixture.t, member, 'GET', `/api/deposit/${deposit.id}`);
    expect(after.json().deposit).toMatchObject({ status: 'PENDING', progress: 'awaiting-review' });
    expect(await balanceOf(fixture.t, member)).toBe('0.00');
  });

  it('refuses an approval before the transfer is final, with the reason', async () => {
    const member = await createMember(fixture.t);
    const { deposit } = await claimShared(member, '26');
    const res = await process(deposit.id, 'approve', { adminNotes: 'checked' });
    expect(res.statusCode).toBe(422);
    // The BSC-like chain finalises 3 blocks below the head: a block needs 4 confirmations.
    expect(res.json().message).toMatch(/^The transaction is not final yet \(\d+ of 4 confirmations\)/);
    expect(await balanceOf(fixture.t, member)).toBe('0.00');
  });

  it('approves once: credits the on-chain amount, writes the audit log, links nothing', async () => {
    const member = await createMember(fixture.t);
    const { deposit } = await claimShared(member, '27.5');
    await finalize();
    const res = await process(deposit.id, 'approve', { adminNotes: 'Sender confirmed by support' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      action: 'approved',
      message: 'Deposit approved successfully!',
      deposit: { status: 'CONFIRMED', amount: '27.50', adminNotes: 'Sender confirmed by support' },
    });
    expect(res.json().deposit.user).toMatchObject({ id: member.userId, email: member.email });
    expect(await balanceOf(fixture.t, member)).toBe('27.50');
    const [entry] = await fixture.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, deposit.id))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: 'deposit.approve',
      before: { status: 'PENDING' },
      after: { status: 'CONFIRMED', amount: '27.50' },
    });

    const twice = await process(deposit.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(fixture.t, member)).toBe('27.50');

    // An approval proves nothing about the sender (decision 017): the member's next claim from
    // it waits for an administrator too, even once final and re-checked.
    const next = await claimShared(member, '3');
    expect(next.deposit).toMatchObject({ reviewRequired: true, status: 'PENDING' });
    await finalize();
    fixture.t.clock.advance(60_000);
    await fixture.t.app.services.deposits.watcher.run('BEP20');
    expect(await balanceOf(fixture.t, member)).toBe('27.50');
  });

  it('rejects once: FAILED with the notes, audited, nothing credited', async () => {
    const member = await createMember(fixture.t);
    const { deposit } = await claimShared(member, '9');
    const res = await process(deposit.id, 'reject', { adminNotes: 'Not the sender' });
    expect(res.json()).toMatchObject({
      action: 'rejected',
      message: 'Deposit rejected successfully!',
      deposit: { status: 'FAILED', adminNotes: 'Not the sender' },
    });
    expect((await process(deposit.id, 'reject')).statusCode).toBe(409);
    expect((await process(deposit.id, 'approve')).statusCode).toBe(409);
    const entries = await fixture.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, deposit.id));
    expect(entries.map((entry) => entry.action)).toEqual(['deposit.reject']);
    expect(await balanceOf(fixture.t, member)).toBe('0.00');
  });

  it('is for administrators only', async () => {
    const member = await createMember(fixture.t);
    const { deposit } = await claimShared(member, '8');
    expect((await process(deposit.id, 'approve', {}, member)).statusCode).toBe(403);
    expect((await api(fixture.t, member, 'GET', '/api/admin/deposits')).statusCode).toBe(403);
  });
});

describe('admin lists and chain checks', () => {
  it('lists deposits with search by email or hash, and the pending ones', async () => {
    const member = await createMember(fixture.t);
    const { hash, deposit } = await claimShared(member, '11');
    const byEmail = (await api(fixture.t, admin, 'GET', `/api/admin/deposits?search=${member.email}`)).json();
    expect(byEmail.data.map((row: { id: string }) => row.id)).toEqual([deposit.id]);
    expect(byEmail.pagination).toMatchObject({ currentPage: 1, itemsPerPage: 50, totalItems: 1 });
    const byHash = (
      await api(fixture.t, admin, 'GET', `/api/admin/deposits?search=${hash.slice(2, 20)}`)
    ).json();
    expect(byHash.data).toHaveLength(1);
    const pending = (await api(fixture.t, admin, 'GET', '/api/admin/deposits/pending')).json();
    expect(pending.data.map((row: { id: string }) => row.id)).toContain(deposit.id);
    expect(pending.data.every((row: { status: string }) => row.status === 'PENDING')).toBe(true);
  });

  it('verifies a transaction and checks it across networks, offering Auto-Confirm on a match', async () => {
    const member = await createMember(fixture.t);
    const { hash, deposit } = await claimShared(member, '14');
    const verify = (
      await api(fixture.t, admin, 'POST', '/api/admin/verify-transaction', { transactionHash: hash })
    ).json();
    expect(verify).toMatchObject({
      isValid: true,
      error: null,
      details: { found: true, foundOnNetwork: 'BEP20' },
    });

    const elsewhere = await send(fixture, 'BEP20', privateKeyToAddress(generatePrivateKey()), '1');
    const invalid = (
      await api(fixture.t, admin, 'POST', '/api/admin/verify-transaction', { transactionHash: elsewhere })
    ).json();
    expect(invalid.isValid).toBe(false);
    expect(invalid.error).toBe("Transaction found on BEP20, but recipient doesn't match our address");

    const missing = `0x${'12'.repeat(32)}`;
    const check = (
      await api(fixture.t, admin, 'POST', '/api/admin/check-transaction-blockchain', {
        transactionHash: missing,
      })
    ).json();
    expect(check).toMatchObject({
      exists: false,
      error: 'The transaction hash was not found on any supported blockchain network.',
    });

    const all = await api(fixture.t, admin, 'POST', '/api/admin/check-transaction-all-networks', {
      transactionHash: hash,
      depositId: deposit.id,
    });
    expect(all.json()).toMatchObject({
      found: true,
      foundOnNetwork: 'BEP20',
      totalNetworksChecked: 2,
      depositId: deposit.id,
      autoConfirm: { available: true, recipientMatches: true, amountMatches: true },
    });
    const [bscRow, polygonRow] = all.json().results;
    expect(bscRow).toMatchObject({
      network: 'BEP20',
      found: true,
      details: { amount: '14.00', status: 'success' },
    });
    expect(bscRow.details.gasUsed).toMatch(/^0x[0-9a-f]+$/);
    expect(polygonRow).toMatchObject({ network: 'POLYGON', found: false, details: null, error: null });
  });

  it("counts any member's personal address as ours for the admin's Verify", async () => {
    const member = await createMember(fixture.t);
    const hash = await send(fixture, 'BEP20', await personalAddressOf(fixture.t, member), '2');
    const verify = (
      await api(fixture.t, admin, 'POST', '/api/admin/verify-transaction', { transactionHash: hash })
    ).json();
    expect(verify.isValid).toBe(true);
  });
});
