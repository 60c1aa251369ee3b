import type { Network } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  type DepositFixture,
  finalizeAll,
  personalAddressOf,
  send,
  startDepositFixture,
  watchUntilCaughtUp,
} from '../../../test/deposit-fixture.ts';
import { createMember, type TestMember } from '../../../test/members.ts';

/**
 * Which addresses a snapshot reads (decision 025): every address that ever received a token, by
 * whatever transfer, at the block the deposit watcher has read up to; none that never did.
 */
let fixture: DepositFixture;
let admin: TestMember;

beforeAll(async () => {
  fixture = await startDepositFixture();
  fixture.t.clock.set('2026-05-02T10:00:00Z');
  admin = await createMember(fixture.t, { isAdmin: true });
});
afterAll(() => fixture.stop());

interface PublishedBlock {
  network: Network;
  blockNumber: string;
  addressesRead: number;
  addressesSkipped: number;
}

async function snapshot() {
  const taken = await api(fixture.t, admin, 'POST', '/api/admin/proofs');
  expect(taken.statusCode).toBe(201);
  const published = (await api(fixture.t, null, 'GET', `/api/public/proofs/${taken.json().id}`)).json();
  const block = (network: Network) =>
    published.blocks.find((entry: PublishedBlock) => entry.network === network) as PublishedBlock;
  return { published, bep20: block('BEP20') };
}

/** The last block the BEP20 watcher has read. */
async function scannedBlock(): Promise<string> {
  const result = await fixture.t.database.db.execute(
    sql`select last_scanned_block::text as block from chain_cursors where network = 'BEP20'`,
  );
  return (result as unknown as { rows: { block: string }[] }).rows[0]?.block as string;
}

async function watchBoth() {
  await finalizeAll(fixture);
  for (const network of ['BEP20', 'POLYGON'] as const) await watchUntilCaughtUp(fixture.t, network);
}

describe('the addresses a proof-of-reserves snapshot reads', () => {
  it('reads every address that received a token, below the minimum or below a micro-unit too, and no other', async () => {
    const [small, dust, never] = [
      await createMember(fixture.t),
      await createMember(fixture.t),
      await createMember(fixture.t),
    ];
    const smallAddress = await personalAddressOf(fixture.t, small);
    const dustAddress = await personalAddressOf(fixture.t, dust);
    await personalAddressOf(fixture.t, never);
    // Below the minimum deposit: never credited, still held on the address.
    await send(fixture, 'BEP20', smallAddress, '0.5');
    // Below one micro-unit (the token has 18 decimals): no deposit, no observed transfer, yet a balance.
    await send(fixture, 'BEP20', dustAddress, '0.0000004');
    await watchBoth();

    const { published, bep20 } = await snapshot();
    // The company address and the two that received; the one that never did is skipped.
    expect(bep20).toMatchObject({ addressesRead: 3, addressesSkipped: 1 });
    expect(published.blocks.find((b: PublishedBlock) => b.network === 'POLYGON')).toMatchObject({
      addressesRead: 1,
      addressesSkipped: 3,
    });
    expect(published.reserves).toEqual(
      expect.arrayContaining([
        { network: 'BEP20', token: 'USDT', address: smallAddress, kind: 'deposit', balance: '0.50' },
      ]),
    );
    expect(bep20.blockNumber).toBe(await scannedBlock());
  });

  it('never reads beyond the block the watcher has read', async () => {
    const late = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, late);
    await send(fixture, 'BEP20', address, '45');
    // Sent, but not yet final, so not read by the watcher: the snapshot stays at the watcher's block.
    const before = await snapshot();
    expect(before.bep20.blockNumber).toBe(await scannedBlock());
    expect(before.bep20).toMatchObject({ addressesRead: 3, addressesSkipped: 2 });
    expect(before.published.reserves.map((r: { address: string }) => r.address)).not.toContain(address);

    await watchBoth();
    const after = await snapshot();
    expect(BigInt(after.bep20.blockNumber)).toBeGreaterThan(BigInt(before.bep20.blockNumber));
    expect(after.bep20).toMatchObject({ addressesRead: 4, addressesSkipped: 1 });
    expect(after.published.reserves).toEqual(
      expect.arrayContaining([
        { network: 'BEP20', token: 'USDT', address, kind: 'deposit', balance: '45.00' },
      ]),
    );
  });

  it('reads every address given out before the watcher could vouch for it', async () => {
    // As if the watcher had begun (or rewound past its cursor) after the addresses were given out:
    // transfers to them may lie in blocks it never read.
    await fixture.t.database.db.execute(
      sql`update chain_cursors set receipts_since = ${new Date('2026-05-02T11:00:00Z')}`,
    );
    const { bep20 } = await snapshot();
    expect(bep20).toMatchObject({ addressesRead: 5, addressesSkipped: 0 });
  });
});
