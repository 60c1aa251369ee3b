import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';

/**
 * Daily earning sessions (rule 27): one per member per UTC day, enforced by a unique index.
 * The reward is fixed at start. `due_at` is when settlement may credit it (the start or the end,
 * by the policy's creditAt); `status` moves pending → credited, or pending → unfunded → credited
 * when the rewards pool could not cover it at first. The level is copied, not referenced, so a
 * level can be deleted without rewriting history.
 */
export const earningSessions = pgTable(
  'earning_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    vipLevelId: uuid('vip_level_id').notNull(),
    vipLevelName: text('vip_level_name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reward: bigint('reward', { mode: 'bigint' }).notNull(),
    creditAt: text('credit_at').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    transferId: uuid('transfer_id'),
    unfundedAt: timestamp('unfunded_at', { withTimezone: true }),
    /** The Idempotency-Key of the start request, so a resent start answers as the first did. */
    requestKey: text('request_key'),
  },
  (t) => [
    uniqueIndex('earning_sessions_user_day_key').on(t.userId, t.day),
    index('earning_sessions_user_started_idx').on(t.userId, t.startedAt),
    check('earning_sessions_reward_positive', sql`${t.reward} > 0`),
    check('earning_sessions_credit_at', sql`${t.creditAt} in ('start', 'end')`),
    check('earning_sessions_status', sql`${t.status} in ('pending', 'unfunded', 'credited')`),
    check('earning_sessions_window', sql`${t.endsAt} > ${t.startedAt}`),
    check(
      'earning_sessions_credited_consistent',
      sql`(${t.status} = 'credited') = (${t.creditedAt} is not null and ${t.transferId} is not null)`,
    ),
  ],
);

/**
 * The sessions still to pay, oldest due first: settlement's queue. Triggers keep it (migration
 * 0016): a session not yet credited is added when it is written, and leaves when it is credited.
 * It lives apart from the sessions so that crediting one changes no indexed column of its row:
 * PostgreSQL then updates the row in place (a HOT update, in the room the table's fillfactor
 * leaves), without a new entry in each of the table's indexes.
 */
export const earningSessionDues = pgTable(
  'earning_session_dues',
  {
    sessionId: uuid('session_id').primaryKey(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('earning_session_dues_due_idx').on(t.dueAt, t.sessionId)],
);
