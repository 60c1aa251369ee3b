import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  chainOf,
  createMember,
  type DepositFixture,
  personalAddressOf,
  send,
  startDepositFixture,
  watchUntilCaughtUp,
} from '../../../test/deposit-fixture.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { mineBlocks } from '../../dev-chains/dev-chain-actions.ts';
import { acquireLease } from './deposits.cursors.ts';

/**
 * Rule 39: a watcher run keeps its network's lease alive while it works, and a lease left by a
 * process that died runs out, after which another process takes the work over.
 */
let fixture: DepositFixture;
beforeAll(async () => {
  fixture = await startDepositFixture();
});
afterAll(() => fixture.stop());

const LEASE_MS = 60_000;

describe("the deposit watcher's lease", () => {
  it('is renewed during a long run, so no other process starts the same range', async () => {
    await watchUntilCaughtUp(fixture.t, 'BEP20');
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    for (const amount of ['1', '2', '3']) await send(fixture, 'BEP20', address, amount);
    await mineBlocks(chainOf(fixture, 'BEP20'), 5);

    let app: TestApp | undefined;
    const competing: unknown[] = [];
    app = await fixture.restart({
      deposits: {
        watcher: {
          leaseMs: LEASE_MS,
          transfersPerCommitMax: 1,
          // Each transfer takes 50 s of the clock: three outlast one lease unless it is renewed.
          // Between batches, another process tries to take the network (awaited, so the attempt
          // is decided before the run goes on, whatever the machine's load).
          beforeBatch: async (index) => {
            if (!app || index === 0) return;
            app.clock.advance(50_000);
            competing.push(
              await acquireLease(app.database.db, 'BEP20', 'another-process', app.clock.now(), LEASE_MS),
            );
          },
        },
      },
    });
    app.clock.set(fixture.t.clock.now());
    const run = await app.app.services.deposits.watcher.run('BEP20');
    expect(run, `the run ended ${run.state} (${run.error})`).toMatchObject({ state: 'scanned', credited: 3 });
    expect(competing).toEqual([undefined, undefined]);
    expect(await balanceOf(fixture.t, member)).toBe('6.00');
  });

  it("runs out when its holder died, and the next process takes the network's work over", async () => {
    const member = await createMember(fixture.t);
    const address = await personalAddressOf(fixture.t, member);
    await send(fixture, 'POLYGON', address, '7');
    await mineBlocks(chainOf(fixture, 'POLYGON'), 6);
    const { clock, database } = fixture.t;
    expect(
      await acquireLease(database.db, 'POLYGON', 'a-process-that-died', clock.now(), 120_000),
    ).toBeDefined();

    const blocked = await fixture.t.app.services.deposits.watcher.run('POLYGON');
    expect(blocked.state).toBe('busy');
    expect(await balanceOf(fixture.t, member)).toBe('0.00');

    clock.advance(120_001);
    const runs = await watchUntilCaughtUp(fixture.t, 'POLYGON');
    expect(runs.map((run) => run.state)).toContain('scanned');
    expect(await balanceOf(fixture.t, member)).toBe('7.00');
  });
});
