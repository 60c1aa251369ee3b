import { toMicros } from '@nova/contracts';
import { and, eq } from 'drizzle-orm';
import { type Address, parseUnits } from 'viem';
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
import { sendBatchTransfers } from '../../dev-chains/batch-transfers.ts';
import { mineBlocks, revertTo, snapshot } from '../../dev-chains/dev-chain-actions.ts';
import { chainCursors } from './deposits.tables.ts';

let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const depositsOf = (member: TestMember) => depositRowsOf(fixture.t, member);

/**
 * A new member's claim of a transfer to their own Polygon address, still confirming, with the
 * chain's snapshot from just before it was sent, for the test to reorganise it away.
 */
async function claimBeforeAReorg(amount: string) {
  const member = await createMember(fixture.t);
  const address = await personalAddressOf(fixture.t, member);
  const polygon = chainOf(fixture, 'POLYGON');
  await watchUntilCaughtUp(fixture.t, 'POLYGON');
  const before = await snapshot(polygon);
  const hash = await send(fixture, 'POLYGON', address, amount);
  const claimed = await api(fixture.t, member, 'POST', '/api/deposit/usdt/create', {
    amount,
    network: 'POLYGON',
    transactionHash: hash,
  });
  expect(claimed.json().deposit).toMatchObject({ status: 'PENDING', progress: 'confirming' });
  return { member, address, polygon, before, hash };
}

describe('restarts and reorganisations', () => {
  it('resumes after a crash mid-range without skipping or crediting twice', async () => {
    const members = [
      await createMember(fixture.t),
      await createMember(fixture.t),
      await createMember(fixture.t),
    ];
    const addresses = await Promise.all(members.map((member) => personalAddressOf(fixture.t, member)));
    const polygon = chainOf(fixture, 'POLYGON');
    await sendBatchTransfers(polygon, {
      token: 'USDT',
      recipients: addresses as Address[],
      count: 30,
      transfersPerTx: 4,
      emptyBlocksBetween: 1,
      amountRaw: (index) => parseUnits(String(index + 1), 6),
    });
    await mineBlocks(polygon, 6);
    // Transfer i (i = 0…29) goes to member i % 3 and carries i + 1 tokens.
    const expected = members.map((_, m) =>
      Array.from({ length: 30 }, (_, i) => i)
        .filter((i) => i % 3 === m)
        .reduce((sum, i) => sum + BigInt(i + 1), 0n),
    );

    let handled = 0;
    const crashing = await fixture.restart({
      deposits: {
        watcher: {
          // Five transfers a commit: the crash at the 11th leaves two batches committed.
          transfersPerCommitMax: 5,
          afterTransfer: () => {
            handled += 1;
            if (handled === 11) throw new Error('process killed');
          },
        },
      },
    });
    const crashed = await crashing.app.services.deposits.watcher.run('POLYGON');
    expect(crashed.state).toBe('error');
    const partial = await Promise.all(members.map((member) => balanceOf(fixture.t, member)));
    expect(partial.reduce((sum, amount) => sum + toMicros(amount), 0n)).toBeGreaterThan(0n);

    // A new process after the back-off: the same range again, each transfer credited once.
    fixture.t.clock.advance(60_000);
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    for (const [index, member] of members.entries()) {
      expect(toMicros(await balanceOf(fixture.t, member))).toBe((expected[index] as bigint) * 1_000_000n);
      expect(await depositsOf(member)).toHaveLength(10);
    }

    // Reading everything again from block 0 changes nothing.
    await fixture.t.database.db
      .update(chainCursors)
      .set({ nextBlock: 0n, lastScannedBlock: null, lastScannedHash: null })
      .where(eq(chainCursors.network, 'POLYGON'));
    const again = await watchUntilCaughtUp(fixture.t, 'POLYGON');
    expect(again.reduce((sum, run) => sum + run.credited, 0)).toBe(0);
    expect(again.reduce((sum, run) => sum + run.transfers, 0)).toBeGreaterThanOrEqual(30);
    for (const [index, member] of members.entries()) {
      expect(toMicros(await balanceOf(fixture.t, member))).toBe((expected[index] as bigint) * 1_000_000n);
    }
  });

  it('never credits a claimed transfer whose block is reorganised away before it was final', async () => {
    const { member, polygon, before } = await claimBeforeAReorg('33');

    await revertTo(polygon, before);
    await mineBlocks(polygon, 10);
    fixture.t.clock.advance(60_000);
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    const [deposit] = await depositsOf(member);
    expect(deposit).toMatchObject({ status: 'PENDING', blockNumber: null, confirmations: 0 });
    expect(await balanceOf(fixture.t, member)).toBe('0.00');
    // The member's claim says so.
    const history = (await api(fixture.t, member, 'GET', '/api/deposit/history')).json();
    expect(history.data[0]).toMatchObject({ status: 'PENDING', progress: 'dropped' });

    // Never mined again: it expires after depositExpiryHours (72 by default).
    fixture.t.clock.advance(73 * 3_600_000);
    expect(await fixture.t.app.services.deposits.expiry.run()).toEqual({ expired: 1 });
    expect((await depositsOf(member))[0]).toMatchObject({ status: 'EXPIRED' });
  });

  it('credits once, as the new one, a claimed transfer a reorganisation replaced with another', async () => {
    const { member, address, polygon, before, hash: replaced } = await claimBeforeAReorg('21');

    // Shallower than the depth (5): the block goes, a different transfer to the same address comes.
    await revertTo(polygon, before);
    const replacement = await send(fixture, 'POLYGON', address, '8');
    await mineBlocks(polygon, 10);
    fixture.t.clock.advance(60_000);
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    expect(await balanceOf(fixture.t, member)).toBe('8.00');
    const rows = await depositsOf(member);
    const credited = rows.filter((row) => row.status === 'CONFIRMED');
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ transactionHash: replacement, amountMicros: toMicros('8') });
    expect(rows.find((row) => row.transactionHash === replaced)).toMatchObject({
      status: 'PENDING',
      blockNumber: null,
    });
    await watchUntilCaughtUp(fixture.t, 'POLYGON');
    expect(await balanceOf(fixture.t, member)).toBe('8.00');
  });

  it('rewinds when the chain no longer has the last block it read (a reorg or a restarted chain)', async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    const bsc = chainOf(fixture, 'BEP20');
    const before = await snapshot(bsc);
    await send(fixture, 'BEP20', address, '5');
    await mineBlocks(bsc, 6);
    await watchUntilCaughtUp(fixture.t, 'BEP20');
    expect(await balanceOf(fixture.t, member)).toBe('5.00');

    // The chain goes back below the cursor; a different transfer takes those heights.
    await revertTo(bsc, before);
    await send(fixture, 'BEP20', address, '7');
    await mineBlocks(bsc, 6);
    const runs = await watchUntilCaughtUp(fixture.t, 'BEP20');
    expect(runs[0]?.reorg).toBe(true);
    const [cursor] = await fixture.t.database.db
      .select()
      .from(chainCursors)
      .where(and(eq(chainCursors.network, 'BEP20')));
    expect(cursor?.reorgs).toBe(1);
    // What was final stays credited (a final block is never undone); the new transfer is credited too.
    expect(await balanceOf(fixture.t, member)).toBe('12.00');
  });

  it('backs off on an unreachable RPC while the other network carries on', async () => {
    const broken = fixture.chains.serviceWith((settings) => ({
      ...settings,
      networks: {
        ...settings.networks,
        BEP20: { ...settings.networks.BEP20, rpcUrls: ['http://127.0.0.1:9/'] },
      },
    }));
    const t = await fixture.restart({ chainSettings: broken.settings });
    const member = await createMember(t);
    const address = await personalAddressOf(t, member);
    await send(fixture, 'POLYGON', address, '9');
    await mineBlocks(chainOf(fixture, 'POLYGON'), 6);
    t.clock.advance(120_000);

    const [bsc, polygon] = await Promise.all([
      t.app.services.deposits.watcher.run('BEP20'),
      t.app.services.deposits.watcher.run('POLYGON'),
    ]);
    expect(bsc).toMatchObject({ state: 'error' });
    expect(bsc.error).toMatch(/unreachable|did not answer/);
    expect(polygon.state).toBe('scanned');
    expect(await balanceOf(t, member)).toBe('9.00');
    // Backing off: the next run does not even try until the retry time.
    expect((await t.app.services.deposits.watcher.run('BEP20')).state).toBe('backing-off');
    const status = (await api(t, member, 'GET', '/api/deposit/automatic-detection-status')).json();
    expect(status.networks[0]).toMatchObject({ network: 'BEP20', state: 'error' });
    expect(status.networks[0].retryAt).not.toBeNull();
    expect(status.networks[1]).toMatchObject({ network: 'POLYGON', state: 'ok', lastError: null });

    // Claims still work on the network that answers; a hash found nowhere says which network is down.
    const polygonHash = await send(fixture, 'POLYGON', address, '2');
    const claimed = await api(t, member, 'POST', '/api/deposit/usdt/create', {
      amount: '2',
      network: 'POLYGON',
      transactionHash: polygonHash,
    });
    expect(claimed.statusCode).toBe(201);
    const unknown = await api(t, member, 'POST', '/api/deposit/usdt/create', {
      amount: '2',
      network: 'BEP20',
      transactionHash: `0x${'ef'.repeat(32)}`,
    });
    expect(unknown.statusCode).toBe(503);
    expect(unknown.json().message).toMatch(/^The BEP20 network could not be reached/);
  });
});
