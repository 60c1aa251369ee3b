import { eq } from 'drizzle-orm';
import { getAddress, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainFixture } from '../../../test/chain-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import {
  adminCall,
  approvedWithdrawals,
  deployMultiSender,
  freshAddress,
  payInOneTransaction,
  startPayoutWorld,
  stopPayoutWorld,
} from '../../../test/payout-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { processWithdrawal } from '../../../test/withdrawal-fixtures.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';
import { NOTHING_LEFT_MESSAGE } from './payouts.close.ts';

/** A batch with nothing left to pay closes, whoever took its last withdrawal (decision 034). */
describe('withdrawal batches with nothing left to pay', () => {
  let fixture: ChainFixture;
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;

  const batchOf = async (count: number) => {
    const asks = Array.from({ length: count }, () => ({ walletAddress: freshAddress(), amount: '20' }));
    const ids = await approvedWithdrawals(t, admin, member, asks);
    const res = await adminCall(t, admin, 'POST', '/withdrawal-batches', {
      network: 'BEP20',
      token: 'USDT',
      withdrawalIds: ids,
    });
    expect(res.statusCode).toBe(201);
    return { ids, asks, batchId: res.json().batch.id as string };
  };
  const fail = async (id: string) => {
    const payload = { action: 'FAIL', adminNotes: 'Address refused by the operator' };
    const res = await processWithdrawal(t, admin.token, id, payload);
    expect(res.statusCode).toBe(200);
  };
  const detail = async (batchId: string) =>
    (await adminCall(t, admin, 'GET', `/withdrawal-batches/${batchId}`)).json().batch;
  const closeEntries = async (batchId: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, batchId))).filter(
      (entry) => entry.action === 'withdrawal_batch.close',
    );

  beforeAll(async () => {
    ({ fixture, t, admin, member } = await startPayoutWorld('1000'));
  });
  afterAll(() => stopPayoutWorld({ fixture, t }));

  it('cancels a batch once its last withdrawal is marked failed, and offers no file', async () => {
    const { ids, batchId } = await batchOf(2);
    await fail(ids[0] as string);
    expect(await detail(batchId)).toMatchObject({ status: 'OPEN' });
    const safe = await adminCall(t, admin, 'GET', `/withdrawal-batches/${batchId}/safe.json`);
    expect(safe.json().transactions).toHaveLength(1);

    await fail(ids[1] as string);
    expect(await detail(batchId)).toMatchObject({ status: 'CANCELLED', completedCount: 0 });
    const entries = await closeEntries(batchId);
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        note: 'Nothing left to pay: 0 completed, 2 failed',
      }),
    ]);
    expect(entries[0]?.after).toMatchObject({ status: 'CANCELLED' });
    for (const file of ['safe.json', 'payouts.csv']) {
      const res = await adminCall(t, admin, 'GET', `/withdrawal-batches/${batchId}/${file}`);
      expect([res.statusCode, res.json().message]).toEqual([409, 'This batch is cancelled']);
    }
    const open = (await adminCall(t, admin, 'GET', '/withdrawal-batches/open-items')).json().data;
    expect(open.filter((item: { batchId: string }) => item.batchId === batchId)).toEqual([]);
  });

  it('completes a batch partly paid by a record once the rest is marked failed', async () => {
    const { ids, asks, batchId } = await batchOf(2);
    const chain = fixture.dev.chains.BEP20;
    const sender = await deployMultiSender(chain);
    const line = {
      recipient: getAddress(asks[0]?.walletAddress as string),
      amountRaw: parseUnits('20', chain.decimals),
    };
    const hash = await payInOneTransaction(chain, sender, 'USDT', [line]);
    const recorded = await adminCall(t, admin, 'POST', `/withdrawal-batches/${batchId}/transactions`, {
      transactionHash: hash,
    });
    expect(recorded.json()).toMatchObject({ completed: [ids[0]], batch: { status: 'OPEN' } });

    await fail(ids[1] as string);
    expect(await detail(batchId)).toMatchObject({ status: 'COMPLETED', completedCount: 1 });
    expect((await closeEntries(batchId)).map((entry) => entry.note)).toEqual([
      'Nothing left to pay: 1 completed, 1 failed',
    ]);
  });

  it('closes an open batch left with nothing to pay when its file is asked for', async () => {
    const { ids, batchId } = await batchOf(1);
    // As if the closing after the failure had not run (the process stopped in between).
    await t.database.db
      .update(withdrawals)
      .set({ status: 'FAILED' })
      .where(eq(withdrawals.id, ids[0] as string));
    const res = await adminCall(t, admin, 'GET', `/withdrawal-batches/${batchId}/safe.json`);
    expect([res.statusCode, res.json().message]).toEqual([409, NOTHING_LEFT_MESSAGE]);
    expect(await detail(batchId)).toMatchObject({ status: 'CANCELLED' });
  });
});
