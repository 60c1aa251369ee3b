import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cursorLeaseColumns, cursorPositionColumns, cursorRunColumns } from '../../db/cursor-columns.ts';
import { users } from '../auth/auth.tables.ts';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Deposits (rule 23): PENDING → CONFIRMED / FAILED / EXPIRED. Addresses and
 * hashes are stored lower-case. A claim reserves nothing (decision 017): several members may each
 * hold one live claim of an on-chain transfer (network, transaction hash, log index), but a partial
 * unique index lets at most one deposit of it be CONFIRMED; the ledger key derived from the same
 * three facts backs this up.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** HASH_CLAIM | PERSONAL_ADDRESS | HOSTED */
    source: text('source').notNull(),
    status: text('status').notNull(),
    /** USDT | USDC | BTC */
    currency: text('currency').notNull(),
    /** BEP20 | POLYGON; null for the hosted BTC checkout. */
    network: text('network'),
    /** The on-chain or invoice amount once known, else what the member entered. */
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    requestedAmountMicros: bigint('requested_amount_micros', { mode: 'bigint' }),
    transactionHash: text('transaction_hash'),
    logIndex: integer('log_index'),
    senderAddress: text('sender_address'),
    recipientAddress: text('recipient_address'),
    tokenAddress: text('token_address'),
    /** Null while the transaction is in no block (never mined, or its block was reorganised away). */
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    blockHash: text('block_hash'),
    /** When a reorganisation took the transaction out of the block it was seen in; null once in one again. */
    droppedAt: stamp('dropped_at'),
    confirmations: integer('confirmations').notNull().default(0),
    confirmationsRequired: integer('confirmations_required'),
    /** A claim of a transfer to the shared address whose sender the member alone has not proved. */
    reviewRequired: boolean('review_required').notNull().default(false),
    adminNotes: text('admin_notes'),
    /** The Idempotency-Key of the request that made it (hosted checkouts). */
    idempotencyKey: text('idempotency_key'),
    ledgerTransferId: uuid('ledger_transfer_id'),
    /** When the pending-deposit sweep may look at it next (claims a batch across processes). */
    nextCheckAt: stamp('next_check_at'),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
    confirmedAt: stamp('confirmed_at'),
  },
  (t) => [
    uniqueIndex('deposits_claim_key')
      .on(t.network, t.transactionHash, t.logIndex, t.userId)
      .where(sql`${t.status} in ('PENDING', 'CONFIRMED') and ${t.logIndex} is not null`),
    uniqueIndex('deposits_credited_key')
      .on(t.network, t.transactionHash, t.logIndex)
      .where(sql`${t.status} = 'CONFIRMED' and ${t.logIndex} is not null`),
    uniqueIndex('deposits_idempotency_key').on(t.userId, t.idempotencyKey),
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_status_idx').on(t.status, t.createdAt),
    index('deposits_hash_idx').on(t.transactionHash),
    index('deposits_pending_check_idx').on(t.network, t.nextCheckAt).where(sql`${t.status} = 'PENDING'`),
    check('deposits_status', sql`${t.status} in ('PENDING', 'CONFIRMED', 'FAILED', 'EXPIRED')`),
    check('deposits_source', sql`${t.source} in ('HASH_CLAIM', 'PERSONAL_ADDRESS', 'HOSTED')`),
    check('deposits_amount_positive', sql`${t.amountMicros} > 0`),
    check(
      'deposits_confirmed_has_transfer',
      sql`${t.status} <> 'CONFIRMED' or ${t.ledgerTransferId} is not null`,
    ),
  ],
);

export const depositAddressIndex = pgSequence('deposit_address_index', { startWith: 0, minValue: 0 });

/**
 * Personal deposit addresses (rule 18): the BIP32 index each member's address derives from.
 * A member keeps every address ever given (a changed DEPOSIT_XPUB adds a row) so transfers to an
 * old address are still watched and credited.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('deposit_addresses_address_key').on(t.address),
    index('deposit_addresses_user_idx').on(t.userId),
  ],
);

/**
 * Sender addresses a member proved by signing a Nova-issued message with the address's key
 * (decision 017). One address may be proved by several members (each holds the key); a claim then
 * needs an administrator.
 */
export const depositSenderProofs = pgTable(
  'deposit_sender_proofs',
  {
    address: text('address').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    signature: text('signature').notNull(),
    message: text('message').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.address, t.userId] }),
    index('deposit_sender_proofs_user_idx').on(t.userId),
  ],
);

/** One-time nonces of sender-address messages: used at most once, before `expiresAt`. */
export const depositSenderChallenges = pgTable(
  'deposit_sender_challenges',
  {
    nonce: text('nonce').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    address: text('address').notNull(),
    message: text('message').notNull(),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (t) => [index('deposit_sender_challenges_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Token transfers to our addresses seen by the watcher. A transfer to the shared address stays
 * here unclaimed until a member claims its hash (the claim itself is verified on chain again).
 */
export const observedTransfers = pgTable(
  'observed_transfers',
  {
    network: text('network').notNull(),
    transactionHash: text('transaction_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    /** company | personal */
    recipientKind: text('recipient_kind').notNull(),
    observedAt: stamp('observed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.network, t.transactionHash, t.logIndex] }),
    index('observed_transfers_block_idx').on(t.network, t.blockNumber),
  ],
);

/**
 * One row per network: how far the watcher has read. `nextBlock` is the first block not yet read;
 * the hash of the last block read detects a reorganised or restarted chain. A lease lets one
 * process at a time run a network's range without holding a transaction over RPC calls.
 */
export const chainCursors = pgTable('chain_cursors', {
  ...cursorPositionColumns(),
  headBlock: bigint('head_block', { mode: 'bigint' }),
  finalizedBlock: bigint('finalized_block', { mode: 'bigint' }),
  ...cursorRunColumns(),
  reorgs: integer('reorgs').notNull().default(0),
  ...cursorLeaseColumns(),
  /**
   * Since when `chain_receipts` holds every transfer to a personal address of this network: the
   * run that began the unbroken stretch of blocks read up to `lastScannedBlock` (the epoch when it
   * began at block 0). Null until the first run. See deposits.receipts.ts.
   */
  receiptsSince: stamp('receipts_since'),
});

/**
 * The first block at which each address received each accepted token on each network, for every
 * `Transfer` the watcher reads (any amount, credited or not), written with the cursor. A balance
 * becomes non-zero only through a `Transfer` to the address, so an address absent here held none
 * of that token at any block the watcher has read (proof of reserves skips it; decision 025).
 */
export const chainReceipts = pgTable(
  'chain_receipts',
  {
    network: text('network').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    firstBlock: bigint('first_block', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.address, t.token] })],
);

/** Hosted checkout invoices (BTC through BTCPay Server), one per hosted deposit. */
export const hostedInvoices = pgTable(
  'hosted_invoices',
  {
    invoiceId: text('invoice_id').primaryKey(),
    provider: text('provider').notNull(),
    depositId: uuid('deposit_id')
      .notNull()
      .references(() => deposits.id),
    /** The provider's last status we read: New, Processing, Settled, Expired, Invalid. */
    providerStatus: text('provider_status').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    createdAt: stamp('created_at').notNull(),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [uniqueIndex('hosted_invoices_deposit_key').on(t.depositId)],
);

/**
 * Demo only: how much 'Send a test transfer' has sent each member on a UTC day. One row per
 * member and day, raised in one statement under its cap, so a burst cannot pass the daily cap.
 */
export const testTransferDays = pgTable(
  'test_transfer_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('test_transfer_days_amount_nonnegative', sql`${t.amountMicros} >= 0`),
  ],
);
