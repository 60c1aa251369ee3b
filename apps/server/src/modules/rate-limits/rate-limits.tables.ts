import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, shared by every server process on one database (rule 39). The shape is
 * the one rate-limiter-flexible's Drizzle store reads and writes: one row per key, the points
 * consumed in the current window and when the window ends.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
