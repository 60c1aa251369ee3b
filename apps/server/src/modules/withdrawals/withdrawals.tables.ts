import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * Withdrawal requests. The money itself is never stored here: a request holds the member's funds
 * with one pending ledger transfer of the whole amount, posted on completion (then split into the
 * fee and the payout) and voided on rejection or failure. Its ledger key derives from the id and
 * `holdGeneration`, which counts re-holds after an administrator changes the amount.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    network: text('network').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    feePercentPpm: bigint('fee_percent_ppm', { mode: 'bigint' }).notNull(),
    /** Stored in checksummed form. */
    walletAddress: text('wallet_address').notNull(),
    status: text('status').notNull(),
    holdGeneration: integer('hold_generation').notNull().default(0),
    /** Bumped by every change: an action prepared on one version fails with 409 on another. */
    version: integer('version').notNull().default(0),
    /** The payout's transaction hash (0x + 64 lower-case hex), recorded on completion. */
    transactionHash: text('transaction_hash'),
    /** What the chain showed for the payout hash when it was recorded. */
    payoutCheck: jsonb('payout_check').$type<Record<string, unknown>>(),
    adminNotes: text('admin_notes'),
    /** The member's Idempotency-Key header, unique per member. */
    idempotencyKey: text('idempotency_key'),
    /** The Idempotency-Key of the last administrator action: its retry answers success again. */
    lastActionKey: text('last_action_key'),
    processedBy: uuid('processed_by'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    uniqueIndex('withdrawals_idempotency_key').on(t.userId, t.idempotencyKey),
    // Decision 026: one transaction may pay many withdrawals; a transfer log pays at most one.
    index('withdrawals_transaction_hash_idx').on(t.transactionHash),
    check('withdrawals_source', sql`${t.source} in ('EARNINGS', 'DEPOSIT')`),
    check('withdrawals_network', sql`${t.network} in ('BEP20', 'POLYGON')`),
    check('withdrawals_currency', sql`${t.currency} in ('USDT', 'USDC')`),
    check(
      'withdrawals_status',
      sql`${t.status} in ('PENDING', 'APPROVED', 'COMPLETED', 'REJECTED', 'FAILED')`,
    ),
    check('withdrawals_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    check(
      'withdrawals_completed_has_hash',
      sql`${t.status} <> 'COMPLETED' or ${t.transactionHash} is not null`,
    ),
  ],
);

/**
 * The transfer log that paid a withdrawal (decision 026): the primary key lets a log pay one
 * withdrawal only, the unique withdrawal id lets a withdrawal be paid by one log only. Written in
 * the transaction that completes the withdrawal, by a batch record or by the payout watcher.
 */
export const withdrawalPayoutLogs = pgTable(
  'withdrawal_payout_logs',
  {
    network: text('network').notNull(),
    /** Lower-case 0x + 64 hex. */
    transactionHash: text('transaction_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    /** BATCH (a hash recorded on a batch) or WATCHER (seen leaving the payout address). */
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.transactionHash, t.logIndex] }),
    uniqueIndex('withdrawal_payout_logs_withdrawal_key').on(t.withdrawalId),
    check('withdrawal_payout_logs_source', sql`${t.source} in ('BATCH', 'WATCHER')`),
  ],
);
