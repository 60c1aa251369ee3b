import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import type { BatchRow } from './payouts.repo.ts';
import { withdrawalBatches, withdrawalBatchTransactions } from './payouts.tables.ts';

/** The batch lists, joined to the name of the administrator who made each batch. Reads only. */
export type BatchListRow = BatchRow & { createdByName: string | null; transactionHashes: string[] };

const listColumns = {
  batch: withdrawalBatches,
  createdByName: users.fullName,
  transactionHashes: sql<string[]>`coalesce((
    select array_agg(${withdrawalBatchTransactions.transactionHash} order by ${withdrawalBatchTransactions.recordedAt})
    from ${withdrawalBatchTransactions}
    where ${withdrawalBatchTransactions.batchId} = ${withdrawalBatches.id}
  ), '{}')`,
};

const flatten = (row: { batch: BatchRow; createdByName: string | null; transactionHashes: string[] }) => ({
  ...row.batch,
  createdByName: row.createdByName,
  transactionHashes: row.transactionHashes,
});

export async function listBatches(ex: DbOrTx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    ex
      .select(listColumns)
      .from(withdrawalBatches)
      .leftJoin(users, eq(users.id, withdrawalBatches.createdBy))
      .orderBy(desc(withdrawalBatches.createdAt), desc(withdrawalBatches.id))
      .limit(limit)
      .offset(offset),
    ex.select({ total: count() }).from(withdrawalBatches),
  ]);
  return { rows: rows.map(flatten), total: total?.total ?? 0 };
}

export async function findBatch(ex: DbOrTx, id: string): Promise<BatchListRow | undefined> {
  const [row] = await ex
    .select(listColumns)
    .from(withdrawalBatches)
    .leftJoin(users, eq(users.id, withdrawalBatches.createdBy))
    .where(eq(withdrawalBatches.id, id));
  return row ? flatten(row) : undefined;
}
