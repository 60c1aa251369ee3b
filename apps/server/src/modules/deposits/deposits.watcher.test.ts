import { toMicros } from '@nova/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  balanceOf,
  chainOf,
  createMember,
  type DepositFixture,
  depositRowsOf,
  personalAddressOf,
  send,
  startDepositFixture,
  watchUntilCaughtUp,
} from '../../../test/deposit-fixture.ts';
import type { TestMember } from '../../../test/members.ts';
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';
import { acquireLease, releaseLease } from './deposits.cursors.ts';
import { deposits, observedTransfers } from './deposits.tables.ts';

let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const depositsOf = (member: TestMember) => depositRowsOf(fixture.t, member);

describe('the deposit watcher', () => {
  it('credits a transfer to a personal address with no action by the member', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const hash = await send(fixture, 'BEP20', address, '88.5');
    // Not final yet: the watcher reads only below the final block.
    await watchUntilCaughtUp(fixture.t, 'BEP20');
    expect(await depositsOf(member)).toEqual([]);
    await mineBlocks(chainOf(fixture, 'BEP20'), 4);
    const runs = await watchUntilCaughtUp(fixture.t, 'BEP20');
    expect(runs.at(-1)).toMatchObject({ state: 'scanned', caughtUp: true });
    const [deposit] = await depositsOf(member);
    expect(deposit).toMatchObject({
      source: 'PERSONAL_ADDRESS',
      status: 'CONFIRMED',
      amountMicros: toMicros('88.5'),
      transactionHash: hash,
      network: 'BEP20',
    });
    expect(await balanceOf(fixture.t, member)).toBe('88.50');
    const history = (await api(fixture.t, member, 'GET', '/api/deposit/history')).json();
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      source: 'PERSONAL_ADDRESS',
      progress: 'credited',
      requestedAmount: null,
    });
  });

  it('keeps a transfer to the shared address as observed, unclaimed, and credits nobody', async () => {
    const bsc = chainOf(fixture, 'BEP20');
    const hash = await send(fixture, 'BEP20', bsc.companyAddress, '12');
    await mineBlocks(bsc, 4);
    await watchUntilCaughtUp(fixture.t, 'BEP20');
    const observed = await fixture.t.database.db
      .select()
      .from(observedTransfers)
      .where(eq(observedTransfers.transactionHash, hash));
    expect(observed).toMatchObject([{ recipientKind: 'company', amountMicros: toMicros('12') }]);
    const claimed = await fixture.t.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.transactionHash, hash));
    expect(claimed).toEqual([]);
  });

  it('reports per network the last block read, the head and the lag', async () => {
    const member = await createMember(fixture.t);
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    const res = await api(fixture.t, member, 'GET', '/api/deposit/automatic-detection-status');
    expect(res.statusCode).toBe(200);
    const [bsc, polygon] = res.json().networks;
    expect(res.json().personalAddresses).toBe(true);
    for (const row of [bsc, polygon]) {
      expect(row.state).toBe('ok');
      expect(BigInt(row.lagBlocks)).toBe(BigInt(row.headBlock) - BigInt(row.lastScannedBlock));
      expect(row.lastScannedBlock).toBe(row.finalizedBlock);
    }
    expect(BigInt(polygon.lagBlocks)).toBe(4n); // depth 5: the head is 4 blocks above the final block
  });

  it('lets one process at a time read a network', async () => {
    // Another process holds the network's lease (held, not raced: two quick runs may not overlap).
    const { db } = fixture.t.database;
    const { watcher } = fixture.t.app.services.deposits;
    expect(await acquireLease(db, 'POLYGON', 'another-process', fixture.t.clock.now(), 60_000)).toBeDefined();
    expect((await watcher.run('POLYGON')).state).toBe('busy');
    expect(await releaseLease(db, 'POLYGON', 'another-process', {})).toBe(true);
    expect((await watcher.run('POLYGON')).state).not.toBe('busy');
  });
});
