import { eq } from 'drizzle-orm';
import { type Address, getAddress, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainFixture } from '../../../test/chain-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import {
  adminCall,
  approvedWithdrawals,
  decodeSafeTransfers,
  deployMultiSender,
  freshAddress,
  payInOneTransaction,
  startPayoutWorld,
  stopPayoutWorld,
} from '../../../test/payout-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';

/** Batches paid on the real local chains through a multi-transfer contract (decision 026). */
describe('withdrawal batches on chain', () => {
  let fixture: ChainFixture;
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;
  let sender: Address;

  const bsc = () => fixture.dev.chains.BEP20;
  const raw = (amount: string) => parseUnits(amount, bsc().decimals);
  const createBatch = async (withdrawalIds: string[]) => {
    const res = await adminCall(t, admin, 'POST', '/withdrawal-batches', {
      network: 'BEP20',
      token: 'USDT',
      withdrawalIds,
    });
    expect(res.statusCode).toBe(201);
    return res.json().batch as { id: string; items: { walletAddress: string; netAmount: string }[] };
  };
  const record = (batchId: string, transactionHash: string) =>
    adminCall(t, admin, 'POST', `/withdrawal-batches/${batchId}/transactions`, { transactionHash });
  const linesOf = (items: { walletAddress: string; netAmount: string }[]) =>
    items.map((item) => ({ recipient: getAddress(item.walletAddress), amountRaw: raw(item.netAmount) }));

  beforeAll(async () => {
    ({ fixture, t, admin, member } = await startPayoutWorld('100000'));
    sender = await deployMultiSender(bsc());
  });
  afterAll(() => stopPayoutWorld({ fixture, t }));

  it('pays a batch of 50 in one transaction and completes all 50 with one record', async () => {
    const asks = Array.from({ length: 50 }, (_, index) => ({
      walletAddress: freshAddress(),
      amount: `${10 + index}.25`,
    }));
    const ids = await approvedWithdrawals(t, admin, member, asks);
    const batch = await createBatch(ids);
    expect(batch).toMatchObject({ status: 'OPEN', count: 50, completedCount: 0, totalAmount: '1737.50' });

    const safe = await adminCall(t, admin, 'GET', `/withdrawal-batches/${batch.id}/safe.json`);
    expect(safe.headers['content-disposition']).toContain('safe.json');
    const file = safe.json();
    expect(file).toMatchObject({ version: '1.0', chainId: String(bsc().chainId) });
    expect(file.meta.name).toBe(`Withdrawal batch ${batch.id}`);
    const decoded = decodeSafeTransfers(file.transactions);
    expect(decoded).toEqual(
      asks.map((ask) => ({
        to: bsc().tokens.USDT,
        value: '0',
        recipient: getAddress(ask.walletAddress),
        amountRaw: raw(ask.amount),
      })),
    );

    const hash = await payInOneTransaction(bsc(), sender, 'USDT', decoded);
    const res = await record(batch.id, hash);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.completed).toHaveLength(50);
    expect(new Set(body.completed)).toEqual(new Set(ids));
    expect(body).toMatchObject({ unmatched: [], unmatchedTransfers: [] });
    expect(body.batch).toMatchObject({ status: 'COMPLETED', completedCount: 50, transactionHashes: [hash] });
    expect(body.batch.items.every((item: { transactionHash: string }) => item.transactionHash === hash)).toBe(
      true,
    );

    const again = (await record(batch.id, hash)).json();
    expect([again.message]).toEqual(['This batch is completed']);
  }, 180_000);

  it('completes a batch paid in two transactions with two records, nothing twice', async () => {
    const asks = Array.from({ length: 4 }, () => ({ walletAddress: freshAddress(), amount: '20' }));
    const ids = await approvedWithdrawals(t, admin, member, asks);
    const batch = await createBatch(ids);
    const lines = linesOf(batch.items);
    const first = await payInOneTransaction(bsc(), sender, 'USDT', lines.slice(0, 2));
    const one = (await record(batch.id, first)).json();
    expect(one.completed).toEqual(ids.slice(0, 2));
    expect(one.unmatched).toEqual(
      ids.slice(2).map((withdrawalId, index) => ({
        withdrawalId,
        reason: `No transfer of 20.00 USDT to ${asks[index + 2]?.walletAddress} in this transaction`,
      })),
    );
    expect(one.batch.status).toBe('OPEN');

    const cancel = await adminCall(t, admin, 'POST', `/withdrawal-batches/${batch.id}/cancel`);
    expect([cancel.statusCode, cancel.json().message]).toEqual([
      409,
      'A transaction is recorded on this batch; it can no longer be cancelled',
    ]);
    expect((await record(batch.id, first)).json().completed).toEqual([]);

    const second = await payInOneTransaction(bsc(), sender, 'USDT', lines.slice(2));
    const two = (await record(batch.id, second)).json();
    expect(two.completed).toEqual(ids.slice(2));
    expect(two.batch).toMatchObject({
      status: 'COMPLETED',
      completedCount: 4,
      transactionHashes: [first, second],
    });
    expect(two.batch.transactions.map((tx: { completedCount: number }) => tx.completedCount)).toEqual([2, 2]);
  });

  it('completes two withdrawals of the same address and amount only with two transfers', async () => {
    const address = freshAddress();
    const ids = await approvedWithdrawals(t, admin, member, [
      { walletAddress: address, amount: '15' },
      { walletAddress: address, amount: '15' },
    ]);
    const batch = await createBatch(ids);
    const line = { recipient: address, amountRaw: raw('15') };
    const once = await payInOneTransaction(bsc(), sender, 'USDT', [line]);
    const first = (await record(batch.id, once)).json();
    expect(first.completed).toEqual([ids[0]]);
    expect(first.unmatched).toHaveLength(1);

    const twice = await payInOneTransaction(bsc(), sender, 'USDT', [line, line]);
    const second = (await record(batch.id, twice)).json();
    expect(second.completed).toEqual([ids[1]]);
    expect(second.unmatchedTransfers).toEqual([
      expect.objectContaining({ recipient: address, amount: '15.00', token: 'USDT' }),
    ]);
  });

  it('waits for finality: a record before it completes nothing, the same hash later completes all', async () => {
    const ids = await approvedWithdrawals(t, admin, member, [
      { walletAddress: freshAddress(), amount: '12' },
    ]);
    const batch = await createBatch(ids);
    const hash = await payInOneTransaction(bsc(), sender, 'USDT', linesOf(batch.items), false);
    const early = (await record(batch.id, hash)).json();
    expect(early).toMatchObject({
      completed: [],
      unmatched: [
        { withdrawalId: ids[0], reason: 'The transaction is not final yet; record it again once it is' },
      ],
    });
    await fixture.dev.chains.BEP20.provider.request({ method: 'hardhat_mine', params: ['0x20'] });
    expect((await record(batch.id, hash)).json().completed).toEqual(ids);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, batch.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'withdrawal_batch.create',
      'withdrawal_batch.record',
      'withdrawal_batch.record',
    ]);
  });
});
