import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Withdrawal fee tiers (rule 31): amounts in micro-units, min inclusive, max exclusive,
 * max null = unbounded; the percent as parts per million so the fee is exact integer arithmetic.
 */
export const withdrawalFeeTiers = pgTable(
  'withdrawal_fee_tiers',
  {
    id: uuid('id').primaryKey(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    percentPpm: bigint('percent_ppm', { mode: 'bigint' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawal_fee_tiers_min_idx').on(t.minAmount),
    check('withdrawal_fee_tiers_min_non_negative', sql`${t.minAmount} >= 0`),
    check(
      'withdrawal_fee_tiers_max_above_min',
      sql`${t.maxAmount} is null or ${t.maxAmount} > ${t.minAmount}`,
    ),
    check('withdrawal_fee_tiers_percent_range', sql`${t.percentPpm} between 0 and 1000000`),
  ],
);
