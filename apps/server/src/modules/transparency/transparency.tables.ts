import { bigint, date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The public figures as read once per UTC day by the snapshot job, so the transparency page can
 * show how coverage and the pool moved over time. Money in micro-units.
 */
export const transparencySnapshots = pgTable('transparency_snapshots', {
  day: date('day', { mode: 'string' }).primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  totalAssets: bigint('total_assets', { mode: 'bigint' }).notNull(),
  memberBalances: bigint('member_balances', { mode: 'bigint' }).notNull(),
  rewardsPool: bigint('rewards_pool', { mode: 'bigint' }).notNull(),
  dailyObligation: bigint('daily_obligation', { mode: 'bigint' }).notNull(),
});
