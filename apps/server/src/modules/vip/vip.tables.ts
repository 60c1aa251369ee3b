import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/** The VIP levels an administrator offers (rule 25). Money in micro-units. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    dailyEarning: bigint('daily_earning', { mode: 'bigint' }).notNull(),
    bicycleModel: text('bicycle_model'),
    bicycleColor: text('bicycle_color'),
    bicycleFeatures: jsonb('bicycle_features').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_levels_name_key').on(sql`lower(${t.name})`),
    index('vip_levels_amount_idx').on(t.amount),
    check('vip_levels_amount_positive', sql`${t.amount} > 0`),
    check('vip_levels_daily_earning_positive', sql`${t.dailyEarning} > 0`),
  ],
);

/**
 * A member's current VIP level: one row per member, moved up by
 * upgrades. `total_paid` is what the member paid for it in all, so an upgrade costs the
 * difference. The payments themselves are ledger transfers (VIP_PAYMENT). The foreign key keeps a
 * held level from being deleted.
 */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    vipLevelId: uuid('vip_level_id')
      .notNull()
      .references(() => vipLevels.id),
    totalPaid: bigint('total_paid', { mode: 'bigint' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('memberships_vip_level_idx').on(t.vipLevelId),
    check('memberships_total_paid_positive', sql`${t.totalPaid} > 0`),
  ],
);
