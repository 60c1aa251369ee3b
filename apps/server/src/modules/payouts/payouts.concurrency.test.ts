import type pg from 'pg';
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
import { onPostgres, type TestApp } from '../../../test/test-app.ts';
import { walletStats } from '../../../test/withdrawal-fixtures.ts';
import { BATCH_BUSY_MESSAGE } from './payouts.open-batch.ts';

if (!onPostgres) {
  console.info('payout concurrency tests skipped: PGlite is one connection, so nothing runs in parallel');
}

/** 200 administrators' requests at once on PostgreSQL (decision 026). */
describe.skipIf(!onPostgres)('withdrawal batches under concurrency (PostgreSQL)', () => {
  let fixture: ChainFixture;
  let t: TestApp;
  let admin: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    ({ fixture, t, admin, member } = await startPayoutWorld('1000'));
  });
  afterAll(() => stopPayoutWorld({ fixture, t }));

  it('200 batches of the same withdrawals at once: one is made, the others are refused', async () => {
    const ids = await approvedWithdrawals(t, admin, member, [
      { walletAddress: freshAddress(), amount: '11' },
    ]);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        adminCall(t, admin, 'POST', '/withdrawal-batches', {
          network: 'BEP20',
          token: 'USDT',
          withdrawalIds: ids,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    const open = (await adminCall(t, admin, 'GET', '/withdrawal-batches/open-items')).json().data;
    expect(open.filter((item: { withdrawalId: string }) => item.withdrawalId === ids[0])).toHaveLength(1);
  });

  /** Runs `body` while another connection holds `lockSql` in an open transaction. */
  async function whileLocked<T>(lockSql: string, params: string[], body: () => Promise<T>): Promise<T> {
    const client = await (t.database.pool as pg.Pool).connect();
    try {
      await client.query('begin');
      await client.query(lockSql, params);
      return await body();
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('refuses a batch of withdrawals already in an open batch without waiting for their row locks', async () => {
    const ids = await approvedWithdrawals(t, admin, member, [
      { walletAddress: freshAddress(), amount: '12' },
    ]);
    const body = { network: 'BEP20', token: 'USDT', withdrawalIds: ids };
    expect((await adminCall(t, admin, 'POST', '/withdrawal-batches', body)).statusCode).toBe(201);
    const res = await whileLocked('select 1 from withdrawals where id = $1 for update', ids, () =>
      adminCall(t, admin, 'POST', '/withdrawal-batches', body),
    );
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'A chosen withdrawal is already in an open batch',
    ]);
  });

  it('refuses a record while another change of the batch holds it, at once and with 409', async () => {
    const ids = await approvedWithdrawals(t, admin, member, [
      { walletAddress: freshAddress(), amount: '13' },
    ]);
    const body = { network: 'BEP20', token: 'USDT', withdrawalIds: ids };
    const batch = (await adminCall(t, admin, 'POST', '/withdrawal-batches', body)).json().batch;
    const res = await whileLocked(
      'select 1 from withdrawal_batches where id = $1 for update',
      [batch.id],
      () =>
        adminCall(t, admin, 'POST', `/withdrawal-batches/${batch.id}/transactions`, {
          transactionHash: `0x${'ab'.repeat(32)}`,
        }),
    );
    expect([res.statusCode, res.json().message]).toEqual([409, BATCH_BUSY_MESSAGE]);
  });

  it('200 records of the same hash at once complete each withdrawal once', async () => {
    const asks = Array.from({ length: 5 }, () => ({ walletAddress: freshAddress(), amount: '20' }));
    const ids = await approvedWithdrawals(t, admin, member, asks);
    const created = await adminCall(t, admin, 'POST', '/withdrawal-batches', {
      network: 'BEP20',
      token: 'USDT',
      withdrawalIds: ids,
    });
    const batch = created.json().batch;
    const chain = fixture.dev.chains.BEP20;
    const sender = await deployMultiSender(chain);
    const lines = asks.map((ask) => ({
      recipient: getAddress(ask.walletAddress),
      amountRaw: parseUnits(ask.amount, chain.decimals),
    }));
    const hash = await payInOneTransaction(chain, sender, 'USDT', lines);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        adminCall(t, admin, 'POST', `/withdrawal-batches/${batch.id}/transactions`, {
          transactionHash: hash,
        }),
      ),
    );
    const completed = answers.filter((res) => res.statusCode === 200).flatMap((res) => res.json().completed);
    expect(completed.sort()).toEqual([...ids].sort());
    // The others are told the batch is completed, or busy with that record; they change nothing.
    const refusals = answers.filter((res) => res.statusCode !== 200);
    expect(refusals.filter((res) => res.statusCode !== 409)).toEqual([]);
    const messages = new Set(refusals.map((res) => res.json().message));
    expect([...messages].filter((m) => m !== 'This batch is completed' && m !== BATCH_BUSY_MESSAGE)).toEqual(
      [],
    );
    const detail = (await adminCall(t, admin, 'GET', `/withdrawal-batches/${batch.id}`)).json().batch;
    expect(detail).toMatchObject({ status: 'COMPLETED', completedCount: 5 });
    expect(detail.transactions).toEqual([
      expect.objectContaining({ transactionHash: hash, completedCount: 5 }),
    ]);
    expect(await walletStats(t, member.token)).toMatchObject({ totalWithdrawn: '100.00' });
  });
});
