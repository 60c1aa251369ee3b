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
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';

/**
 * A watcher that begins after addresses were given out has not read the blocks before it began:
 * a transfer to one of them there left no receipt, so the snapshot must read those addresses all
 * the same (decision 025). Only addresses given out after it began can be skipped.
 */
let fixture: DepositFixture;
let admin: TestMember;

beforeAll(async () => {
  // The first run reads only the last 3 final blocks, so it begins after the transfer below.
  fixture = await startDepositFixture({ deposits: { watcher: { lookbackBlocks: 3 } } });
  fixture.t.clock.set('2026-05-03T10:00:00Z');
  admin = await createMember(fixture.t, { isAdmin: true });
});
afterAll(() => fixture.stop());

describe('a snapshot after the watcher began late', () => {
  it('reads the addresses given out before the watcher began, and skips only later ones that received nothing', async () => {
    const early = await createMember(fixture.t);
    const earlyAddress = await personalAddressOf(fixture.t, early);
    await send(fixture, 'BEP20', earlyAddress, '5');
    await mineBlocks(fixture.chains.dev.chains.BEP20, 10);
    await finalizeAll(fixture);

    fixture.t.clock.set('2026-05-03T11:00:00Z');
    const [first] = await watchUntilCaughtUp(fixture.t, 'BEP20');
    // The watcher never read the transfer's block, so it credited nothing.
    expect(first?.transfers).toBe(0);
    await watchUntilCaughtUp(fixture.t, 'POLYGON');

    fixture.t.clock.set('2026-05-03T12:00:00Z');
    await personalAddressOf(fixture.t, await createMember(fixture.t));

    const taken = await api(fixture.t, admin, 'POST', '/api/admin/proofs');
    const published = (await api(fixture.t, null, 'GET', `/api/public/proofs/${taken.json().id}`)).json();
    const bep20 = published.blocks.find((block: { network: string }) => block.network === 'BEP20');
    // The company address and the early one; the later one, which received nothing, is skipped.
    expect(bep20).toMatchObject({ addressesRead: 2, addressesSkipped: 1 });
    expect(published.reserves).toEqual(
      expect.arrayContaining([
        { network: 'BEP20', token: 'USDT', address: earlyAddress, kind: 'deposit', balance: '5.00' },
      ]),
    );
  });
});
