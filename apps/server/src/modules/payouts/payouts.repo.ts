import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  unmatchedPayouts,
  withdrawalBatches,
  withdrawalBatchItems,
  withdrawalBatchTransactions,
} from './payouts.tables.ts';

/** Queries on the batch tables; the lists with their makers' names are in payouts.admin-repo.ts. */
export type BatchRow = typeof withdrawalBatches.$inferSelect;

export async function insertBatch(
  tx: DbOrTx,
  batch: typeof withdrawalBatches.$inferInsert,
  withdrawalIds: string[],
): Promise<void> {
  await tx.insert(withdrawalBatches).values(batch);
  const items = withdrawalIds.map((withdrawalId, position) => ({
    batchId: batch.id,
    withdrawalId,
    position,
    open: true,
  }));
  // Inserted in id order, as rows are locked: two batches sharing withdrawals wait on each other's
  // open items in one order, so they cannot deadlock.
  items.sort((a, b) => (a.withdrawalId < b.withdrawalId ? -1 : a.withdrawalId > b.withdrawalId ? 1 : 0));
  await tx.insert(withdrawalBatchItems).values(items);
}

/**
 * Locks the open batch `id` for one change, or answers nothing when it is not open. An
 * administrator's change does not wait for another change of the batch: that fails at once
 * (SQLSTATE 55P03), so a crowd of requests on one batch never sits on pooled connections behind its
 * lock. Closing a batch with nothing left to pay waits its turn (`wait`).
 */
export async function lockOpenBatch(tx: DbOrTx, id: string, wait = false): Promise<BatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawalBatches)
    .where(and(eq(withdrawalBatches.id, id), eq(withdrawalBatches.status, 'OPEN')))
    .for('update', wait ? {} : { noWait: true });
  return row;
}

/** The open batches holding any of these withdrawals (each is in at most one). */
export async function openBatchesOf(ex: DbOrTx, withdrawalIds: string[]): Promise<string[]> {
  if (withdrawalIds.length === 0) return [];
  const rows = await ex
    .selectDistinct({ batchId: withdrawalBatchItems.batchId })
    .from(withdrawalBatchItems)
    .where(
      and(eq(withdrawalBatchItems.open, true), inArray(withdrawalBatchItems.withdrawalId, withdrawalIds)),
    )
    .limit(withdrawalIds.length);
  return rows.map((row) => row.batchId);
}

export async function batchStatus(ex: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ status: withdrawalBatches.status })
    .from(withdrawalBatches)
    .where(eq(withdrawalBatches.id, id));
  return row?.status;
}

export async function batchItemIds(ex: DbOrTx, batchIds: string[]) {
  if (batchIds.length === 0) return [];
  return ex
    .select({ batchId: withdrawalBatchItems.batchId, withdrawalId: withdrawalBatchItems.withdrawalId })
    .from(withdrawalBatchItems)
    .where(inArray(withdrawalBatchItems.batchId, batchIds))
    .orderBy(asc(withdrawalBatchItems.batchId), asc(withdrawalBatchItems.position))
    .limit(batchIds.length * 200);
}

export async function openItems(ex: DbOrTx, limit: number) {
  return ex
    .select({ withdrawalId: withdrawalBatchItems.withdrawalId, batchId: withdrawalBatchItems.batchId })
    .from(withdrawalBatchItems)
    .where(eq(withdrawalBatchItems.open, true))
    .limit(limit);
}

/** Ends a batch: CANCELLED or COMPLETED; its withdrawals may join another batch (or are paid). */
export async function closeBatch(tx: DbOrTx, id: string, status: 'CANCELLED' | 'COMPLETED', now: Date) {
  await tx.update(withdrawalBatches).set({ status, updatedAt: now }).where(eq(withdrawalBatches.id, id));
  await tx
    .update(withdrawalBatchItems)
    .set({ open: false })
    .where(and(eq(withdrawalBatchItems.batchId, id), eq(withdrawalBatchItems.open, true)));
}

export async function batchTransactions(ex: DbOrTx, batchId: string) {
  return ex
    .select()
    .from(withdrawalBatchTransactions)
    .where(eq(withdrawalBatchTransactions.batchId, batchId))
    .orderBy(asc(withdrawalBatchTransactions.recordedAt))
    .limit(200);
}

/** Notes a record of a hash: the first one inserts, later ones add what they completed. */
export async function noteBatchTransaction(
  tx: DbOrTx,
  row: { batchId: string; transactionHash: string; recordedBy: string; now: Date; completed: number },
): Promise<void> {
  await tx
    .insert(withdrawalBatchTransactions)
    .values({
      batchId: row.batchId,
      transactionHash: row.transactionHash,
      completedCount: row.completed,
      recordedBy: row.recordedBy,
      recordedAt: row.now,
      lastRecordedAt: row.now,
    })
    .onConflictDoUpdate({
      target: [withdrawalBatchTransactions.batchId, withdrawalBatchTransactions.transactionHash],
      set: {
        completedCount: sql`${withdrawalBatchTransactions.completedCount} + ${row.completed}`,
        lastRecordedAt: row.now,
      },
    });
}

export type UnmatchedPayoutRow = typeof unmatchedPayouts.$inferSelect;

export async function insertUnmatchedPayout(tx: DbOrTx, row: UnmatchedPayoutRow): Promise<void> {
  await tx.insert(unmatchedPayouts).values(row).onConflictDoNothing();
}

export async function listUnmatchedPayouts(ex: DbOrTx, limit: number) {
  return ex.select().from(unmatchedPayouts).orderBy(desc(unmatchedPayouts.seenAt)).limit(limit);
}
