import type { Network } from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Hash } from 'viem';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { describeRpcError, type LookupTransfer, type MinedTransaction } from '../chain/index.ts';
import type { Crediting } from './deposits.credit.ts';
import type { Inspector } from './deposits.inspect.ts';
import {
  claimDueChainDeposits,
  type DepositRow,
  lockDeposit,
  lockTransfer,
  updateDeposit,
} from './deposits.repo.ts';

/**
 * Re-checks pending on-chain deposits (rule 20: PENDING until final, then confirmed): reads the
 * transaction again, records where its block stands now, and credits it once the block is final,
 * its hash re-read from the chain, and no administrator is needed. A transaction whose block was
 * reorganised away goes back to "no block" (and expires if it never returns); its deposit is never
 * credited from a block that is not final.
 */
export const RECHECK_INTERVAL_MS = 10_000;

export function createRecheck(deps: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  inspector: Inspector;
  crediting: Crediting;
}) {
  const { database, clock, log, inspector, crediting } = deps;
  const { db } = database;

  /** Re-checks one deposit; RPC failures propagate (the caller decides: 503 or back off). */
  async function recheck(row: DepositRow): Promise<DepositRow> {
    if (row.status !== 'PENDING' || !row.network || !row.transactionHash) return row;
    const network = row.network as Network;
    const { lookup } = await inspector.inspectOn(row.userId, network, row.transactionHash as Hash);
    if (lookup.state !== 'mined') return markNoBlock(row.id);
    if (lookup.status !== 'success')
      return fail(row.id, 'The transaction was reverted when it was mined again.');
    const transfer = findTransfer(lookup, row);
    if (!transfer) return fail(row.id, 'The transfer is no longer in this transaction.');
    // A re-check never lifts a review (decision 017): only an administrator's approval does.
    const { reviewRequired } = row;
    return db.transaction(async (tx) => {
      await lockTransfer(tx, network, row.transactionHash as string, transfer.logIndex);
      const locked = await lockDeposit(tx, row.id);
      if (locked?.status !== 'PENDING') return locked ?? row;
      const updated = await updateDeposit(tx, row.id, {
        logIndex: transfer.logIndex,
        amountMicros: transfer.amountMicros,
        blockNumber: lookup.blockNumber,
        blockHash: lookup.blockHash.toLowerCase(),
        droppedAt: null,
        confirmations: lookup.confirmations,
        confirmationsRequired: lookup.confirmationsRequired,
        reviewRequired,
        updatedAt: clock.now(),
      });
      if (!lookup.isFinal || reviewRequired) return updated;
      return (await crediting.credit(tx, row.id, { amountMicros: transfer.amountMicros })).deposit;
    });
  }

  async function markNoBlock(id: string): Promise<DepositRow> {
    return db.transaction(async (tx) => {
      const locked = await lockDeposit(tx, id);
      if (!locked) throw new Error(`deposit ${id} vanished`);
      if (locked.status !== 'PENDING' || locked.blockNumber === null) return locked;
      log.warn(
        { depositId: id, blockNumber: String(locked.blockNumber) },
        'deposit transaction left its block',
      );
      return updateDeposit(tx, id, {
        blockNumber: null,
        blockHash: null,
        droppedAt: clock.now(),
        confirmations: 0,
        updatedAt: clock.now(),
      });
    });
  }

  async function fail(id: string, reason: string): Promise<DepositRow> {
    return db.transaction(async (tx) => {
      const locked = await lockDeposit(tx, id);
      if (!locked) throw new Error(`deposit ${id} vanished`);
      if (locked.status !== 'PENDING') return locked;
      return updateDeposit(tx, id, {
        status: 'FAILED',
        adminNotes: reason,
        nextCheckAt: null,
        updatedAt: clock.now(),
      });
    });
  }

  /**
   * Re-checks up to `limit` due deposits of one network. Stops at the first RPC failure (the
   * network is unwell; the rest wait for the next run).
   */
  async function sweep(network: Network, limit: number): Promise<{ checked: number; credited: number }> {
    const now = clock.now();
    const due = await claimDueChainDeposits(
      db,
      network,
      now,
      new Date(now.getTime() + RECHECK_INTERVAL_MS),
      limit,
    );
    let credited = 0;
    let checked = 0;
    for (const row of due) {
      try {
        const after = await recheck(row);
        checked += 1;
        if (after.status === 'CONFIRMED') credited += 1;
      } catch (error) {
        log.warn({ network, depositId: row.id, reason: describeRpcError(error) }, 'deposit re-check failed');
        break;
      }
    }
    return { checked, credited };
  }

  return { recheck, sweep };
}

export type Recheck = ReturnType<typeof createRecheck>;

/** The deposit's transfer in the (possibly re-mined) transaction: same log, else same recipient and amount. */
function findTransfer(lookup: MinedTransaction, row: DepositRow): LookupTransfer | undefined {
  const sameRecipient = (transfer: LookupTransfer) => transfer.to.toLowerCase() === row.recipientAddress;
  return (
    lookup.transfers.find((transfer) => transfer.logIndex === row.logIndex && sameRecipient(transfer)) ??
    lookup.transfers.find((transfer) => sameRecipient(transfer) && transfer.amountMicros === row.amountMicros)
  );
}
