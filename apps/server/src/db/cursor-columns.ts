import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every chain watcher's cursor has, one row per network (the deposit watcher's and the
 * payout watcher's): how far it has read, how its last runs went, and the lease that lets one
 * process at a time run a network's range. Functions, so that each table gets its own builders.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** `nextBlock` is the first block not yet read; the last block read and its hash detect a reorg. */
export const cursorPositionColumns = () => ({
  network: text('network').primaryKey(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  lastScannedBlock: bigint('last_scanned_block', { mode: 'bigint' }),
  lastScannedHash: text('last_scanned_hash'),
});

/** The last run, and the back-off after failures. */
export const cursorRunColumns = () => ({
  lastRunAt: stamp('last_run_at'),
  lastError: text('last_error'),
  failures: integer('failures').notNull().default(0),
  retryAt: stamp('retry_at'),
});

export const cursorLeaseColumns = () => ({
  leaseOwner: text('lease_owner'),
  leaseUntil: stamp('lease_until'),
});
