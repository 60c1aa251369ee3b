import {
  formatMicros,
  type Network,
  type RecordBatchTransactionResponse,
  type WithdrawalBatchDetail,
} from '@nova/contracts';
import type { Hash } from 'viem';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { spentStatus } from './payouts.close.ts';
import {
  type BatchCandidate,
  type LogTransfer,
  matchLogs,
  type TransactionState,
  unpaidReason,
} from './payouts.match.ts';
import { requireOpenBatch } from './payouts.open-batch.ts';
import { batchItemIds, closeBatch, noteBatchTransaction } from './payouts.repo.ts';
import type { PayoutsServices } from './payouts.types.ts';
import { netOf } from './payouts.view.ts';

/**
 * Recording a hash on a batch (decisions 026, 034). The transaction is read once, before any
 * database transaction; then, under the batch's row lock (a record made while another change of the
 * batch is under way is refused at once), its logs are matched to the batch's still-approved withdrawals and every match is completed in
 * that one transaction. Recording the same hash again completes only what is left.
 */
interface ReadTransaction {
  state: TransactionState;
  transfers: LogTransfer[];
}

type RecorderServices = PayoutsServices & { detail: (id: string) => Promise<WithdrawalBatchDetail> };

export function createBatchRecorder(deps: ModuleDeps, services: RecorderServices) {
  const { db } = deps.database;
  const { chain, withdrawals, audit } = services;

  async function read(network: Network, hash: string): Promise<ReadTransaction> {
    const found = await chain.lookupTransaction(network, hash as Hash).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : 'unknown error';
      throw new AppError('CHAIN_UNAVAILABLE', `The ${network} network could not be read: ${reason}`);
    });
    if (found.state !== 'mined') return { state: found.state, transfers: [] };
    if (found.status !== 'success') return { state: 'failed', transfers: [] };
    const transfers = found.transfers.map(({ token, to, amountMicros, logIndex }) => ({
      token,
      to,
      amountMicros,
      logIndex,
    }));
    return { state: found.isFinal ? 'final' : 'not-final', transfers };
  }

  async function applyInTransaction(
    tx: Tx,
    adminId: string,
    id: string,
    hash: string,
    chainRead: ReadTransaction,
  ) {
    const batch = await requireOpenBatch(tx, id);
    const network = batch.network as Network;
    const ids = (await batchItemIds(tx, [id])).map((item) => item.withdrawalId);
    const rows = await withdrawals.lockPayoutRows(tx, ids);
    const order = new Map(ids.map((withdrawalId, index) => [withdrawalId, index]));
    const approved: BatchCandidate[] = rows
      .filter((row) => row.status === 'APPROVED')
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      .map((row) => ({
        id: row.id,
        token: row.currency,
        recipient: row.walletAddress,
        netMicros: netOf(row),
      }));
    const taken = new Set((await withdrawals.claimedLogs(network, [hash], tx)).map((log) => log.logIndex));
    const final = chainRead.state === 'final';
    const matched = matchLogs(final ? approved : [], chainRead.transfers, taken);
    const completed = await withdrawals.completeByLogs(tx, {
      actorId: adminId,
      source: 'BATCH',
      note: `Paid by transaction ${hash} of batch ${id}`,
      paid: matched.paid.map((paid) => ({ ...paid, network, transactionHash: hash })),
    });
    const done = new Set(completed.map((row) => row.id));
    const now = deps.clock.now();
    if (chainRead.state === 'final' || chainRead.state === 'not-final') {
      await noteBatchTransaction(tx, {
        batchId: id,
        transactionHash: hash,
        recordedBy: adminId,
        now,
        completed: done.size,
      });
    }
    const left = approved.filter((candidate) => !done.has(candidate.id));
    const closing = spentStatus(rows.map((row) => (done.has(row.id) ? 'COMPLETED' : row.status)));
    if (closing) await closeBatch(tx, id, closing, now);
    await audit.record(tx, {
      actorId: adminId,
      action: 'withdrawal_batch.record',
      targetType: 'withdrawal_batch',
      targetId: id,
      after: {
        transactionHash: hash,
        state: chainRead.state,
        completed: done.size,
        unpaid: left.length,
        status: closing ?? 'OPEN',
      },
    });
    return {
      completed: [...done],
      unmatched: left.map((candidate) => ({
        withdrawalId: candidate.id,
        reason: unpaidReason(chainRead.state, network, candidate),
      })),
      unmatchedTransfers: final
        ? matched.unmatchedTransfers.map((transfer) => ({
            logIndex: transfer.logIndex,
            recipient: transfer.to,
            amount: formatMicros(transfer.amountMicros),
            token: transfer.token,
          }))
        : [],
    };
  }

  return async function record(
    adminId: string,
    id: string,
    hash: string,
  ): Promise<RecordBatchTransactionResponse> {
    const before = await services.detail(id);
    if (before.status !== 'OPEN')
      throw new AppError('CONFLICT', `This batch is ${before.status.toLowerCase()}`);
    const chainRead = await read(before.network, hash);
    const outcome = await db.transaction((tx) => applyInTransaction(tx, adminId, id, hash, chainRead));
    return { batch: await services.detail(id), ...outcome };
  };
}
