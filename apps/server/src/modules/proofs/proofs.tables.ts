import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Proof of reserves (docs/proof-of-reserves.md). A snapshot is written whole in one transaction and
 * never changed after: triggers refuse UPDATE and DELETE on every table here (see the migration).
 * Money in micro-units; hashes and nonces as lowercase hex.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const proofSnapshots = pgTable(
  'proof_snapshots',
  {
    id: uuid('id').primaryKey(),
    takenAt: stamp('taken_at').notNull(),
    /** The UTC day of a scheduled snapshot: one per day however many processes run the job; null on demand. */
    scheduledDay: date('scheduled_day', { mode: 'string' }),
    rootHash: text('root_hash').notNull(),
    rootSum: bigint('root_sum', { mode: 'bigint' }).notNull(),
    members: integer('members').notNull(),
  },
  (t) => [
    uniqueIndex('proof_snapshots_day_key').on(t.scheduledDay),
    index('proof_snapshots_taken_idx').on(t.takenAt),
  ],
);

/** One per member owed more than zero; the nonce is shown only to that member. */
export const proofLeaves = pgTable(
  'proof_leaves',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => proofSnapshots.id),
    /** The ledger's member id (no foreign key: the ledger's own accounts carry none either). */
    userId: uuid('user_id').notNull(),
    leafIndex: integer('leaf_index').notNull(),
    nonce: text('nonce').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.userId] })],
);

/** Every node of the tree (level 0 = leaves, padding included), so a proof is one indexed read. */
export const proofNodes = pgTable(
  'proof_nodes',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => proofSnapshots.id),
    level: integer('level').notNull(),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    sum: bigint('sum', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.position] })],
);

/** The block each network was read at, and how many addresses were read and skipped. */
export const proofBlocks = pgTable(
  'proof_blocks',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => proofSnapshots.id),
    network: text('network').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    /** Addresses whose balances were read; null in snapshots taken before these were counted. */
    addressesRead: integer('addresses_read'),
    /** Personal addresses not read: none had received a token by this block (decision 025). */
    addressesSkipped: integer('addresses_skipped'),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.network] })],
);

/** A token balance read on chain at the snapshot's block; zero balances are not stored. */
export const proofReserves = pgTable(
  'proof_reserves',
  {
    snapshotId: uuid('snapshot_id')
      .notNull()
      .references(() => proofSnapshots.id),
    network: text('network').notNull(),
    token: text('token').notNull(),
    address: text('address').notNull(),
    /** 'company' | 'deposit' | 'cold'. */
    kind: text('kind').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.network, t.token, t.address] })],
);

/** Wallets the operator proved control of with an EIP-191 signature, counted from the next snapshot. */
export const proofColdWallets = pgTable(
  'proof_cold_wallets',
  {
    network: text('network').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    declaredAt: stamp('declared_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.network, t.address] })],
);
