import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cursorLeaseColumns, cursorPositionColumns, cursorRunColumns } from '../../db/cursor-columns.ts';
import { users } from '../auth/auth.tables.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Withdrawal batches (decision 026): approved withdrawals of one network and token, paid together
 * from the operator's Safe or multisender. OPEN → COMPLETED (nothing approved left, some paid) or
 * CANCELLED (by an administrator while nothing is recorded, or nothing approved left and none paid:
 * decision 034). The totals are fixed when the batch is made.
 */
export const withdrawalBatches = pgTable(
  'withdrawal_batches',
  {
    id: uuid('id').primaryKey(),
    network: text('network').notNull(),
    token: text('token').notNull(),
    status: text('status').notNull(),
    itemCount: integer('item_count').notNull(),
    totalNetMicros: bigint('total_net_micros', { mode: 'bigint' }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [
    index('withdrawal_batches_created_idx').on(t.createdAt),
    check('withdrawal_batches_status', sql`${t.status} in ('OPEN', 'CANCELLED', 'COMPLETED')`),
    check('withdrawal_batches_network', sql`${t.network} in ('BEP20', 'POLYGON')`),
    check('withdrawal_batches_token', sql`${t.token} in ('USDT', 'USDC')`),
  ],
);

/**
 * A batch's withdrawals. `open` mirrors the batch being OPEN; the partial unique index is what
 * keeps a withdrawal in at most one open batch, whatever two administrators do at once.
 */
export const withdrawalBatchItems = pgTable(
  'withdrawal_batch_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => withdrawalBatches.id),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    position: integer('position').notNull(),
    open: boolean('open').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.withdrawalId] }),
    uniqueIndex('withdrawal_batch_items_open_key').on(t.withdrawalId).where(sql`${t.open}`),
  ],
);

/** Each hash recorded on a batch, with when it was first and last recorded. */
export const withdrawalBatchTransactions = pgTable(
  'withdrawal_batch_transactions',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => withdrawalBatches.id),
    transactionHash: text('transaction_hash').notNull(),
    completedCount: integer('completed_count').notNull().default(0),
    recordedBy: uuid('recorded_by').references(() => users.id),
    recordedAt: stamp('recorded_at').notNull(),
    lastRecordedAt: stamp('last_recorded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.transactionHash] })],
);

/**
 * Transfers seen leaving the payout address that paid no approved withdrawal: listed for
 * administrators. One row per transfer log.
 */
export const unmatchedPayouts = pgTable(
  'unmatched_payouts',
  {
    network: text('network').notNull(),
    transactionHash: text('transaction_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    token: text('token').notNull(),
    recipient: text('recipient').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    seenAt: stamp('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.transactionHash, t.logIndex] }),
    index('unmatched_payouts_seen_idx').on(t.seenAt),
  ],
);

/** The payout watcher's cursor per network, with the same lease and back-off as the deposit watcher's. */
export const payoutCursors = pgTable('payout_cursors', {
  ...cursorPositionColumns(),
  ...cursorRunColumns(),
  ...cursorLeaseColumns(),
});
