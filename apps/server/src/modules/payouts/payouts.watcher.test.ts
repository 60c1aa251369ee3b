import { eq } from 'drizzle-orm';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainFixture } from '../../../test/chain-fixture.ts';
import { bearer, type TestMember } from '../../../test/members.ts';
import {
  adminCall,
  approvedWithdrawals,
  freshAddress,
  startPayoutWorld,
  stopPayoutWorld,
} from '../../../test/payout-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { mineBlocks, sendToken } from '../../dev-chains/dev-chain-actions.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { emailOutbox } from '../outbox/outbox.tables.ts';
import { payoutCursors } from './payouts.tables.ts';
import { createPayoutWatcher } from './payouts.watcher.ts';

/** Payouts seen leaving the payout address complete withdrawals with no administrator (decision 026). */
describe('payout watcher', () => {
  let fixture: ChainFixture;
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;

  /** A watcher as another server process would run it: its own lease owner, the same database. */
  const process = () =>
    createPayoutWatcher(
      { ...t.app.deps, log: t.app.log },
      {
        chain: t.app.services.chain,
        withdrawals: t.app.services.adminWithdrawals,
        closeSpentBatches: t.app.services.payouts.closeSpentBatches,
      },
    );
  const bsc = () => fixture.dev.chains.BEP20;
  const pay = async (to: `0x${string}`, amount: string) => {
    const hash = await sendToken(bsc(), { token: 'USDT', to, amountRaw: parseUnits(amount, bsc().decimals) });
    await mineBlocks(bsc(), bsc().confirmations + 5);
    return hash;
  };
  const statusOf = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/withdrawal/history',
      headers: bearer(member.token),
    });
    return res.json().data.find((row: { id: string }) => row.id === id);
  };

  beforeAll(async () => {
    ({ fixture, t, admin, member } = await startPayoutWorld('1000', (settings, chains) => {
      settings.networks.BEP20.payoutAddress = chains.dev.chains.BEP20.demoWallet.address;
      return settings;
    }));
  });
  afterAll(() => stopPayoutWorld({ fixture, t }));

  it('completes the oldest matching withdrawal once, across two processes and a restart', async () => {
    const address = freshAddress();
    const [older, newer] = await approvedWithdrawals(t, admin, member, [
      { walletAddress: address, amount: '25' },
      { walletAddress: address, amount: '25' },
    ]);
    const hash = await pay(address, '25');
    const runs = await Promise.all([process().run('BEP20'), process().run('BEP20')]);
    expect(runs.map((run) => run.state).sort()).toEqual(['busy', 'scanned']);
    expect(runs.reduce((sum, run) => sum + run.completed, 0)).toBe(1);
    expect(await statusOf(older as string)).toMatchObject({ status: 'COMPLETED', transactionHash: hash });
    expect(await statusOf(newer as string)).toMatchObject({ status: 'APPROVED', transactionHash: null });

    // A restart that reads the same blocks again (its cursor set back) completes nothing more.
    await t.database.db
      .update(payoutCursors)
      .set({ nextBlock: 1n, lastScannedBlock: null, lastScannedHash: null });
    const again = await process().run('BEP20');
    expect(again).toMatchObject({ state: 'scanned', completed: 0 });
    expect(await statusOf(newer as string)).toMatchObject({ status: 'APPROVED' });

    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, member.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Nova: Your withdrawal was sent']);
    expect(mails[0]?.body).toContain(`Transaction: ${hash}`);
  });

  it('lists a transfer that pays no approved withdrawal for administrators', async () => {
    const stranger = freshAddress();
    const hash = await pay(stranger, '3.5');
    expect(await process().run('BEP20')).toMatchObject({ completed: 0, unmatched: 1 });
    const list = (await adminCall(t, admin, 'GET', '/payouts/unmatched')).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        network: 'BEP20',
        transactionHash: hash,
        recipient: stranger,
        amount: '3.50',
        token: 'USDT',
      }),
    ]);
  });

  it('completes the batch whose last withdrawal it saw paid (decision 034)', async () => {
    const address = freshAddress();
    const ids = await approvedWithdrawals(t, admin, member, [{ walletAddress: address, amount: '26' }]);
    const created = await adminCall(t, admin, 'POST', '/withdrawal-batches', {
      network: 'BEP20',
      token: 'USDT',
      withdrawalIds: ids,
    });
    const batchId = created.json().batch.id as string;
    await pay(address, '26');
    expect(await process().run('BEP20')).toMatchObject({ completed: 1 });
    const batch = (await adminCall(t, admin, 'GET', `/withdrawal-batches/${batchId}`)).json().batch;
    expect(batch).toMatchObject({ status: 'COMPLETED', completedCount: 1 });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, batchId));
    expect(entries.filter((entry) => entry.action === 'withdrawal_batch.close')).toEqual([
      expect.objectContaining({ actorId: null, note: 'Nothing left to pay: 1 completed, 0 failed' }),
    ]);
  });
});
