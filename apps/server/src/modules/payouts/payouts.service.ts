import {
  type createWithdrawalBatchRequestSchema,
  formatMicros,
  type Network,
  paginate,
  type TokenSymbol,
  toMicros,
  WITHDRAWAL_BATCH_SIZE_MAX,
  type WithdrawalBatchDetail,
} from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-error-code.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { type BatchListRow, findBatch, listBatches } from './payouts.admin-repo.ts';
import { createBatchCloser } from './payouts.close.ts';
import { payoutsCsv, safeBatchFile } from './payouts.files.ts';
import { requireOpenBatch } from './payouts.open-batch.ts';
import { createBatchRecorder } from './payouts.record.ts';
import {
  batchItemIds,
  batchTransactions,
  closeBatch,
  insertBatch,
  listUnmatchedPayouts,
  openItems,
} from './payouts.repo.ts';
import type { PayoutsServices } from './payouts.types.ts';
import { auditBatch, type BatchWithdrawal, netOf, toBatch, toBatchItem } from './payouts.view.ts';
import { createPayoutWatcher, type PayoutWatcherOptions } from './payouts.watcher.ts';

type CreateInput = z.output<typeof createWithdrawalBatchRequestSchema>;
const OPEN_ITEMS_MAX = 20_000;

/** Withdrawal batches (decision 026): made from approved withdrawals, downloaded, paid, recorded. */
export function createPayoutsService(
  deps: ModuleDeps & { log: FastifyBaseLogger },
  services: PayoutsServices,
  watcherOptions?: Partial<PayoutWatcherOptions>,
) {
  const { db } = deps.database;
  const { audit, chain, withdrawals } = services;
  const closer = createBatchCloser(deps, services);

  async function requireBatch(id: string): Promise<BatchListRow> {
    const row = await findBatch(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Batch not found');
    return row;
  }

  async function itemsOf(batchIds: string[]): Promise<Map<string, BatchWithdrawal[]>> {
    const items = await batchItemIds(db, batchIds);
    const rows = new Map(
      (await withdrawals.payoutRows(items.map((item) => item.withdrawalId))).map((r) => [r.id, r]),
    );
    const byBatch = new Map<string, BatchWithdrawal[]>(batchIds.map((id) => [id, []]));
    for (const item of items) {
      const row = rows.get(item.withdrawalId);
      if (row) byBatch.get(item.batchId)?.push(row);
    }
    return byBatch;
  }

  async function detail(id: string): Promise<WithdrawalBatchDetail> {
    const row = await requireBatch(id);
    const [items, transactions] = await Promise.all([itemsOf([id]), batchTransactions(db, id)]);
    const rows = items.get(id) ?? [];
    const network = chain.settings.networks[row.network as Network];
    return {
      ...toBatch(row, rows),
      chainId: network.chainId,
      tokenAddress: network.tokens[row.token as TokenSymbol],
      explorerUrl: network.explorerUrl,
      items: rows.map(toBatchItem),
      transactions: transactions.map((tx) => ({
        transactionHash: tx.transactionHash,
        completedCount: tx.completedCount,
        recordedAt: tx.recordedAt.toISOString(),
        lastRecordedAt: tx.lastRecordedAt.toISOString(),
      })),
    };
  }

  async function list(page: number, limit: number) {
    const { rows, total } = await listBatches(db, limit, (page - 1) * limit);
    const items = await itemsOf(rows.map((row) => row.id));
    return {
      data: rows.map((row) => toBatch(row, items.get(row.id) ?? [])),
      pagination: paginate(page, limit, total),
    };
  }

  /** The chosen ids, or the oldest approved ones of the network and token not in an open batch. */
  async function chooseIds(input: CreateInput): Promise<string[]> {
    if (input.withdrawalIds) return [...new Set(input.withdrawalIds)];
    const busy = new Set((await openItems(db, OPEN_ITEMS_MAX)).map((item) => item.withdrawalId));
    const approved = await withdrawals.approvedOn(
      input.network,
      input.token,
      WITHDRAWAL_BATCH_SIZE_MAX + busy.size,
    );
    const ids = approved.filter((row) => !busy.has(row.id)).map((row) => row.id);
    if (ids.length === 0) {
      throw new AppError(
        'RULE_VIOLATION',
        `No approved ${input.token} withdrawals on ${input.network} to batch`,
      );
    }
    return ids.slice(0, WITHDRAWAL_BATCH_SIZE_MAX);
  }

  function assertBatchable(input: CreateInput, ids: string[], rows: BatchWithdrawal[]): void {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const errors = ids.flatMap((id, index) => {
      const row = byId.get(id);
      const path = `withdrawalIds.${index}`;
      if (!row) return [{ path, msg: 'Withdrawal not found' }];
      if (row.status !== 'APPROVED') return [{ path, msg: `The withdrawal is ${row.status}, not APPROVED` }];
      if (row.network !== input.network || row.currency !== input.token) {
        return [{ path, msg: `The withdrawal is ${row.currency} on ${row.network}` }];
      }
      return [];
    });
    if (errors.length > 0) {
      throw new AppError(
        'RULE_VIOLATION',
        'Only approved withdrawals of this network and token can be batched',
        errors,
      );
    }
  }

  async function create(adminId: string, input: CreateInput): Promise<WithdrawalBatchDetail> {
    const ids = await chooseIds(input);
    const seen = await withdrawals.payoutRows(ids);
    assertBatchable(input, ids, seen);
    const id = newId();
    const now = deps.clock.now();
    const batch = {
      id,
      network: input.network,
      token: input.token,
      status: 'OPEN',
      itemCount: ids.length,
      // An approved withdrawal's amount and fee no longer change, and each is checked approved below.
      totalNetMicros: seen.reduce((sum, row) => sum + netOf(row), 0n),
      createdBy: adminId,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await db.transaction(async (tx) => {
        // The open items' unique index decides first: a request racing for the same withdrawals
        // waits only for the winner's commit and then fails at once, rather than queueing for
        // the row locks one by one, each holding a pooled connection.
        await insertBatch(tx, batch, ids);
        // Locked so that no withdrawal changes status while it joins the batch.
        assertBatchable(input, ids, await withdrawals.lockPayoutRows(tx, ids));
        await audit.record(tx, {
          actorId: adminId,
          action: 'withdrawal_batch.create',
          targetType: 'withdrawal_batch',
          targetId: id,
          after: { ...auditBatch(batch), withdrawalIds: ids },
        });
      });
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
      throw new AppError('CONFLICT', 'A chosen withdrawal is already in an open batch', [
        { path: 'withdrawalIds', msg: 'Already in an open batch' },
      ]);
    }
    return detail(id);
  }

  async function cancel(adminId: string, id: string): Promise<WithdrawalBatchDetail> {
    await db.transaction(async (tx: Tx) => {
      const batch = await requireOpenBatch(tx, id);
      if ((await batchTransactions(tx, id)).length > 0) {
        throw new AppError(
          'CONFLICT',
          'A transaction is recorded on this batch; it can no longer be cancelled',
        );
      }
      await closeBatch(tx, id, 'CANCELLED', deps.clock.now());
      await audit.record(tx, {
        actorId: adminId,
        action: 'withdrawal_batch.cancel',
        targetType: 'withdrawal_batch',
        targetId: id,
        before: auditBatch(batch),
        after: auditBatch({ ...batch, status: 'CANCELLED' }),
      });
    });
    return detail(id);
  }

  /**
   * The unpaid withdrawals of an open batch as payout lines, in batch order, in raw token units. A
   * closed batch, or one with nothing left to pay, offers no file (decision 034).
   */
  async function payoutLines(adminId: string, id: string) {
    const batch = await detail(id);
    if (batch.status !== 'OPEN')
      throw new AppError('CONFLICT', `This batch is ${batch.status.toLowerCase()}`);
    const unpaid = batch.items.filter((item) => item.status === 'APPROVED');
    if (unpaid.length === 0) await closer.refuseSpent(adminId, id);
    const amounts = unpaid.map((item) => toMicros(item.netAmount));
    const { decimals, raws } = await chain.rawAmounts(batch.network, batch.token, amounts);
    const lines = unpaid.map((item, index) => ({
      recipient: item.walletAddress,
      amountRaw: raws[index] ?? 0n,
    }));
    return { batch, decimals, lines };
  }

  async function safeFile(adminId: string, id: string) {
    const { batch, lines } = await payoutLines(adminId, id);
    return safeBatchFile({
      chainId: batch.chainId,
      tokenAddress: batch.tokenAddress,
      name: `Withdrawal batch ${batch.id}`,
      description: `${lines.length} ${batch.token} withdrawals on ${batch.network}, ${batch.totalAmount} in all`,
      safeAddress: services.payoutAddress(batch.network),
      createdAt: deps.clock.now(),
      lines,
    });
  }

  async function csvFile(adminId: string, id: string): Promise<string> {
    const { decimals, lines } = await payoutLines(adminId, id);
    return payoutsCsv(lines, decimals);
  }

  /** A download is an action on the batch too: it is written to the audit log. */
  async function auditDownload(adminId: string, id: string, format: 'safe' | 'csv') {
    await db.transaction((tx) =>
      audit.record(tx, {
        actorId: adminId,
        action: 'withdrawal_batch.download',
        targetType: 'withdrawal_batch',
        targetId: id,
        after: { format },
      }),
    );
  }

  async function downloadSafe(adminId: string, id: string) {
    const file = await safeFile(adminId, id);
    await auditDownload(adminId, id, 'safe');
    return file;
  }

  async function downloadCsv(adminId: string, id: string) {
    const file = await csvFile(adminId, id);
    await auditDownload(adminId, id, 'csv');
    return file;
  }

  async function unpaidTotals() {
    const totals = await withdrawals.approvedTotals();
    return totals.map((row) => ({
      network: row.network as Network,
      token: row.token as TokenSymbol,
      count: row.count,
      netAmount: formatMicros(row.netMicros),
    }));
  }

  return {
    list,
    detail,
    create,
    cancel,
    downloadCsv,
    downloadSafe,
    unpaidTotals,
    openItems: () => openItems(db, OPEN_ITEMS_MAX),
    unmatched: () => listUnmatchedPayouts(db, 200),
    record: createBatchRecorder(deps, { ...services, detail }),
    closeSpentBatches: closer.closeSpentBatches,
    watcher: createPayoutWatcher(
      deps,
      { ...services, closeSpentBatches: closer.closeSpentBatches },
      watcherOptions,
    ),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
