import { randomUUID } from 'node:crypto';
import type { Network } from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Hash } from 'viem';
import type { Tx } from '../../db/client.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { ChainService, TokenTransfer } from '../chain/index.ts';
import type { PayoutSettlement } from '../withdrawals/index.ts';
import {
  PAYOUT_NOT_STARTED,
  type PayoutCursorRow,
  takePayoutLease,
  writePayoutCursor,
} from './payouts.cursors.ts';
import { insertUnmatchedPayout } from './payouts.repo.ts';

/**
 * The payout watcher of one network (decision 026), on the deposit watcher's rules: a lease per
 * network, only blocks at or below the final block, a small overlap re-read, the cursor moved only
 * after the whole range is handled, and a rewind when the last block read is no longer on the
 * chain. Each token transfer sent from the payout address completes the oldest approved withdrawal
 * it pays exactly (the same completion path as a hash recorded by hand, so the member's event and
 * email follow); a log already paired with a withdrawal is skipped, so a re-read changes nothing;
 * a transfer that pays none is kept for administrators.
 */
export interface PayoutWatcherOptions {
  blocksPerRunMax: number;
  overlapBlocks: number;
  lookbackBlocks: number;
  leaseMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  transfersPerCommitMax: number;
}

export const defaultPayoutWatcherOptions: PayoutWatcherOptions = {
  blocksPerRunMax: 2_000,
  overlapBlocks: 2,
  lookbackBlocks: 5_000,
  leaseMs: 120_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: 300_000,
  transfersPerCommitMax: 50,
};

export interface PayoutWatchRun {
  state: 'busy' | 'idle' | 'scanned' | 'error';
  transfers: number;
  completed: number;
  unmatched: number;
  caughtUp: boolean;
}

class LeaseLost extends Error {}

export function createPayoutWatcher(
  deps: ModuleDeps & { log: FastifyBaseLogger },
  services: {
    chain: Pick<
      ChainService,
      'settings' | 'readFinality' | 'reverifyBlock' | 'blockHash' | 'scanTransfersFrom'
    >;
    withdrawals: Pick<PayoutSettlement, 'claimedLogs' | 'completeOldestPaidBy'>;
    /** Closes the batches the completed withdrawals leave with nothing to pay (decision 034). */
    closeSpentBatches: (actorId: null, withdrawalIds: string[]) => Promise<void>;
  },
  overrides: Partial<PayoutWatcherOptions> = {},
) {
  const { db } = deps.database;
  const { chain, withdrawals } = services;
  const options = { ...defaultPayoutWatcherOptions, ...overrides };
  const owner = `${process.pid}:${randomUUID()}`;

  async function run(network: Network): Promise<PayoutWatchRun> {
    const result: PayoutWatchRun = {
      state: 'busy',
      transfers: 0,
      completed: 0,
      unmatched: 0,
      caughtUp: true,
    };
    const payoutAddress = chain.settings.networks[network].payoutAddress;
    if (!payoutAddress) return { ...result, state: 'idle' };
    const now = deps.clock.now();
    const cursor = await takePayoutLease(db, network, owner, now, options.leaseMs);
    if (!cursor) return result;
    try {
      await scan(network, payoutAddress, cursor, result);
      return result;
    } catch (error) {
      if (error instanceof LeaseLost) return { ...result, state: 'busy', caughtUp: false };
      const failures = cursor.failures + 1;
      const delay = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.min(failures - 1, 16));
      const reason = error instanceof Error ? error.message : String(error);
      deps.log.warn({ network, failures, reason }, 'payout watcher run failed; backing off');
      await writePayoutCursor(db, network, owner, {
        failures,
        lastError: reason.slice(0, 500),
        lastRunAt: now,
        retryAt: new Date(now.getTime() + delay),
        leaseOwner: null,
        leaseUntil: null,
      });
      return { ...result, state: 'error' };
    }
  }

  function rewindPoint(finalizedBlock: bigint): bigint {
    const start = finalizedBlock - BigInt(options.lookbackBlocks) + 1n;
    return start > 0n ? start : 0n;
  }

  async function startBlock(network: Network, cursor: PayoutCursorRow, finalizedBlock: bigint) {
    if (cursor.nextBlock === PAYOUT_NOT_STARTED) return rewindPoint(finalizedBlock);
    if (cursor.lastScannedBlock === null || cursor.lastScannedHash === null) return cursor.nextBlock;
    const check = await chain.reverifyBlock(network, cursor.lastScannedBlock, cursor.lastScannedHash as Hash);
    return check.matches ? cursor.nextBlock : rewindPoint(finalizedBlock);
  }

  async function scan(
    network: Network,
    payoutAddress: string,
    cursor: PayoutCursorRow,
    result: PayoutWatchRun,
  ) {
    const view = await chain.readFinality(network);
    const next = await startBlock(network, cursor, view.finalizedBlock);
    const cleared = { failures: 0, lastError: null, retryAt: null, lastRunAt: deps.clock.now() };
    const release = { leaseOwner: null, leaseUntil: null };
    if (view.finalizedBlock < next) {
      result.state = 'idle';
      await writePayoutCursor(db, network, owner, { ...cleared, ...release, nextBlock: next });
      return;
    }
    const from = next - BigInt(options.overlapBlocks) > 0n ? next - BigInt(options.overlapBlocks) : 0n;
    const last = next + BigInt(options.blocksPerRunMax) - 1n;
    const to = last < view.finalizedBlock ? last : view.finalizedBlock;
    result.state = 'scanned';
    result.caughtUp = to >= view.finalizedBlock;
    const [transfers, toHash] = await Promise.all([
      chain.scanTransfersFrom(network, from, to, [payoutAddress]),
      chain.blockHash(network, to),
    ]);
    if (!toHash) throw new Error(`block ${to} vanished while it was read`);
    for (let start = 0; start < transfers.length; start += options.transfersPerCommitMax) {
      const leaseUntil = new Date(deps.clock.now().getTime() + options.leaseMs);
      if (!(await writePayoutCursor(db, network, owner, { leaseUntil }))) throw new LeaseLost();
      const batch = transfers.slice(start, start + options.transfersPerCommitMax);
      const completed = await db.transaction((tx) => handle(tx, network, batch, result));
      await services.closeSpentBatches(null, completed);
    }
    const moved = { nextBlock: to + 1n, lastScannedBlock: to, lastScannedHash: toHash.toLowerCase() };
    if (!(await writePayoutCursor(db, network, owner, { ...cleared, ...release, ...moved })))
      throw new LeaseLost();
  }

  /** Completes what the transfers pay, keeps the rest as unmatched; answers the completed ids. */
  async function handle(
    tx: Tx,
    network: Network,
    transfers: TokenTransfer[],
    result: PayoutWatchRun,
  ): Promise<string[]> {
    const completedIds: string[] = [];
    const hashes = [...new Set(transfers.map((transfer) => transfer.transactionHash.toLowerCase()))];
    const claimed = new Set(
      (await withdrawals.claimedLogs(network, hashes, tx)).map(
        (log) => `${log.transactionHash}:${log.logIndex}`,
      ),
    );
    for (const transfer of transfers) {
      const transactionHash = transfer.transactionHash.toLowerCase();
      result.transfers += 1;
      if (claimed.has(`${transactionHash}:${transfer.logIndex}`)) continue;
      const paid = {
        network,
        token: transfer.token,
        recipient: transfer.to,
        amountMicros: transfer.amountMicros,
      };
      const completed = await withdrawals.completeOldestPaidBy(tx, {
        ...paid,
        transactionHash,
        logIndex: transfer.logIndex,
      });
      if (completed) {
        result.completed += 1;
        completedIds.push(completed.id);
        continue;
      }
      result.unmatched += 1;
      await insertUnmatchedPayout(tx, {
        network,
        transactionHash,
        logIndex: transfer.logIndex,
        token: transfer.token,
        recipient: transfer.to,
        amountMicros: transfer.amountMicros,
        blockNumber: transfer.blockNumber,
        seenAt: deps.clock.now(),
      });
    }
    return completedIds;
  }

  return { run, options };
}

export type PayoutWatcher = ReturnType<typeof createPayoutWatcher>;
