import { randomUUID } from 'node:crypto';
import type { Network } from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type ChainService,
  confirmationsOf,
  describeRpcError,
  type FinalityView,
  type TokenTransfer,
} from '../chain/index.ts';
import type { AddressBook } from './deposits.addresses.ts';
import {
  acquireLease,
  type CursorRow,
  NOT_STARTED,
  readCursors,
  releaseLease,
  renewLease,
} from './deposits.cursors.ts';
import type { ObservedOutcome, ObservedTransfers } from './deposits.observed.ts';
import { recordReceipts } from './deposits.receipts.ts';
import type { Recheck } from './deposits.recheck.ts';

/**
 * The deposit watcher of one network (rule 18). Each run reads one bounded range of token
 * `Transfer` logs to our addresses, only up to the final block (reorg-safe), starting a few blocks
 * before its cursor (a small overlap re-read; handling a transfer twice changes nothing). The
 * cursor moves only after the whole range was read and handled, so a crash or restart resumes
 * without skipping a block. If the block the cursor last read is no longer on the chain (a reorg,
 * or a local demo chain that restarted empty while the database kept its cursor), the watcher
 * rewinds and reads again. RPC failures back off per network; other networks carry on.
 */
export interface WatcherOptions {
  blocksPerRunMax: number;
  overlapBlocks: number;
  /** Where a first run (or a rewind) starts: this many blocks below the final block. */
  lookbackBlocks: number;
  leaseMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  personalAddressesMax: number;
  recheckBatch: number;
  /** Transfers handled per database transaction (fewer commits; a failure repeats only its batch). */
  transfersPerCommitMax: number;
  /** Tests: called after each handled transfer (a throw stops the run there, as a crash would). */
  afterTransfer?: (outcome: ObservedOutcome) => void;
  /** Tests: awaited before each batch renews the lease (the moment another process could take it). */
  beforeBatch?: (index: number) => Promise<void>;
}

/** The run's lease ran out and another process holds it now: this run stops without writing. */
class LeaseLost extends Error {}

export const defaultWatcherOptions: WatcherOptions = {
  blocksPerRunMax: 2_000,
  overlapBlocks: 2,
  lookbackBlocks: 5_000,
  leaseMs: 120_000,
  backoffBaseMs: 5_000,
  backoffMaxMs: 300_000,
  personalAddressesMax: 100_000,
  recheckBatch: 50,
  transfersPerCommitMax: 50,
};

export interface WatchRun {
  network: Network;
  state: 'busy' | 'backing-off' | 'scanned' | 'idle' | 'error';
  fromBlock: bigint | null;
  toBlock: bigint | null;
  transfers: number;
  credited: number;
  /** The cursor reached the final block: no need to run again at once. */
  caughtUp: boolean;
  reorg: boolean;
  error: string | null;
}

export function createWatcher(deps: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  chain: ChainService;
  book: AddressBook;
  observed: ObservedTransfers;
  recheck: Recheck;
  options?: Partial<WatcherOptions>;
}) {
  const { database, clock, log, chain, book, observed, recheck } = deps;
  const options = { ...defaultWatcherOptions, ...deps.options };
  const owner = `${process.pid}:${randomUUID()}`;

  async function run(network: Network): Promise<WatchRun> {
    const result: WatchRun = {
      network,
      state: 'busy',
      fromBlock: null,
      toBlock: null,
      transfers: 0,
      credited: 0,
      caughtUp: true,
      reorg: false,
      error: null,
    };
    const now = clock.now();
    const cursor = await acquireLease(database.db, network, owner, now, options.leaseMs);
    if (!cursor) {
      const busy = await isBackingOff(network, now);
      return { ...result, state: busy ? 'backing-off' : 'busy' };
    }
    try {
      await scan(network, cursor, result);
    } catch (error) {
      if (error instanceof LeaseLost) {
        log.warn({ network }, 'deposit watcher lease taken over by another process; run stopped');
        return { ...result, state: 'busy', caughtUp: false };
      }
      result.state = 'error';
      result.error = describeRpcError(error);
      const failures = cursor.failures + 1;
      const delay = Math.min(options.backoffMaxMs, options.backoffBaseMs * 2 ** Math.min(failures - 1, 16));
      log.warn({ network, failures, reason: result.error }, 'deposit watcher run failed; backing off');
      await releaseLease(database.db, network, owner, {
        failures,
        lastError: result.error,
        lastRunAt: now,
        retryAt: new Date(now.getTime() + delay),
      });
      return result;
    }
    const swept = await recheck.sweep(network, options.recheckBatch);
    result.credited += swept.credited;
    return result;
  }

  async function isBackingOff(network: Network, now: Date): Promise<boolean> {
    const row = (await readCursors(database.db)).find((candidate) => candidate.network === network);
    return row?.retryAt != null && row.retryAt > now;
  }

  async function scan(network: Network, cursor: CursorRow, result: WatchRun): Promise<void> {
    const view = await chain.readFinality(network);
    let next = cursor.nextBlock === NOT_STARTED ? rewindPoint(view) : cursor.nextBlock;
    let receiptsSince = cursor.receiptsSince;
    let reorgs = cursor.reorgs;
    if (cursor.lastScannedBlock !== null && cursor.lastScannedHash !== null) {
      const check = await chain.reverifyBlock(
        network,
        cursor.lastScannedBlock,
        cursor.lastScannedHash as `0x${string}`,
      );
      if (!check.matches) {
        // Rewound past the cursor: the blocks in between go unread, so the receipts start again.
        if (rewindPoint(view) > next) receiptsSince = null;
        next = rewindPoint(view);
        reorgs += 1;
        result.reorg = true;
        log.warn(
          { network, lastScannedBlock: String(cursor.lastScannedBlock), head: String(view.head) },
          'the chain no longer has the last block read; reading again from an earlier block',
        );
      }
    }
    const base = {
      headBlock: view.head,
      finalizedBlock: view.finalizedBlock,
      lastRunAt: clock.now(),
      reorgs,
      receiptsSince: receiptsSince ?? receiptsStart(next),
    };
    const cleared = { failures: 0, lastError: null, retryAt: null };
    if (view.finalizedBlock < next) {
      result.state = 'idle';
      const keep = result.reorg ? { nextBlock: next, lastScannedBlock: null, lastScannedHash: null } : {};
      await releaseLease(database.db, network, owner, { ...base, ...cleared, ...keep });
      return;
    }
    const from = next - BigInt(options.overlapBlocks) > 0n ? next - BigInt(options.overlapBlocks) : 0n;
    const last = next + BigInt(options.blocksPerRunMax) - 1n;
    const to = last < view.finalizedBlock ? last : view.finalizedBlock;
    Object.assign(result, {
      state: 'scanned',
      fromBlock: from,
      toBlock: to,
      caughtUp: to >= view.finalizedBlock,
    });
    const company = chain.settings.networks[network].companyAddress;
    const personal = await book.allPersonalAddresses(options.personalAddressesMax);
    const recipients = company ? [company, ...personal] : personal;
    const [transfers, toHash] = await Promise.all([
      recipients.length > 0 ? chain.scanTransfers(network, from, to, recipients) : Promise.resolve([]),
      chain.blockHash(network, to),
    ]);
    if (!toHash) throw new Error(`block ${to} vanished while it was read`);
    await handleTransfers(network, transfers, view, result);
    // The receipts and the cursor move together: every block up to the cursor has its receipts.
    await database.db.transaction(async (tx) => {
      await recordReceipts(tx, network, transfers);
      await releaseLease(tx, network, owner, {
        ...base,
        ...cleared,
        nextBlock: to + 1n,
        lastScannedBlock: to,
        lastScannedHash: toHash.toLowerCase(),
      });
    });
  }

  /**
   * When the receipts begin to vouch for new addresses, for a stretch of reading that starts at
   * `next`: from the beginning of time when it starts at block 0, else from now (an address given
   * out from now on receives only in blocks the watcher has yet to read).
   */
  function receiptsStart(next: bigint): Date {
    return next === 0n ? new Date(0) : clock.now();
  }

  /** Keeps the run's lease for another `leaseMs` from now, or stops the run if it was lost. */
  async function keepLease(network: Network): Promise<void> {
    if (!(await renewLease(database.db, network, owner, clock.now(), options.leaseMs))) throw new LeaseLost();
  }

  /**
   * Handles the range's transfers a batch per transaction; the cursor moves only after all of them.
   * The lease is renewed before each batch, so a long range never lets a second process in.
   */
  async function handleTransfers(
    network: Network,
    transfers: TokenTransfer[],
    view: FinalityView,
    result: WatchRun,
  ): Promise<void> {
    const owners = await book.ownersOf(transfers.map((transfer) => transfer.to));
    for (let start = 0; start < transfers.length; start += options.transfersPerCommitMax) {
      await options.beforeBatch?.(start / options.transfersPerCommitMax);
      await keepLease(network);
      const batch = transfers.slice(start, start + options.transfersPerCommitMax);
      await database.db.transaction(async (tx) => {
        for (const transfer of batch) {
          const outcome = await observed.process(
            tx,
            transfer,
            owners.get(transfer.to.toLowerCase()) ?? null,
            {
              confirmations: confirmationsOf(view, transfer.blockNumber),
              confirmationsRequired: view.confirmationsRequired,
            },
          );
          result.transfers += 1;
          if (outcome === 'credited' || outcome === 'confirmed-claim') result.credited += 1;
          options.afterTransfer?.(outcome);
        }
      });
    }
  }

  function rewindPoint(view: FinalityView): bigint {
    const start = view.finalizedBlock - BigInt(options.lookbackBlocks) + 1n;
    return start > 0n ? start : 0n;
  }

  return { run, options };
}

export type Watcher = ReturnType<typeof createWatcher>;
