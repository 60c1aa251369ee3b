import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * TigerBeetle's account/transfer model in PostgreSQL (rule 4, decision 003).
 * Balances are never stored: they are derived from four counters, bumped in the same
 * transaction as the transfer that moves them.
 */
export const accounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey(),
    /** Stable name: `member:<userId>:deposit`, `system:rewards_pool`, `system:custody:BEP20`, … */
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    userId: uuid('user_id'),
    /** 'credit' for liabilities and equity (balance = credits − debits), 'debit' for assets. */
    normalBalance: text('normal_balance').notNull(),
    /** Guarded accounts may never have debits (posted + pending) above posted credits. */
    guarded: boolean('guarded').notNull(),
    debitsPending: bigint('debits_pending', { mode: 'bigint' }).notNull().default(sql`0`),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' }).notNull().default(sql`0`),
    creditsPending: bigint('credits_pending', { mode: 'bigint' }).notNull().default(sql`0`),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key').on(t.key),
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_normal_balance', sql`${t.normalBalance} in ('credit', 'debit')`),
    check(
      'ledger_accounts_counters_non_negative',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    check(
      'ledger_accounts_guarded_never_negative',
      sql`not ${t.guarded} or ${t.debitsPending} + ${t.debitsPosted} <= ${t.creditsPosted}`,
    ),
    // A member's money is a liability we owe: such an account is always guarded and credit-normal,
    // so no row can be inserted that would let a member balance go negative.
    check(
      'ledger_accounts_member_guarded',
      sql`${t.userId} is null or (${t.guarded} and ${t.normalBalance} = 'credit')`,
    ),
  ],
);

/**
 * Immutable transfers; a trigger refuses UPDATE and DELETE (see the custom migration). The
 * accounts and transfers a transfer names must exist: a trigger checks them once per statement
 * (migration 0015), not a foreign key row by row.
 */
export const transfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey(),
    /** The idempotency key: made where the intent starts (browser, job, chain event). */
    key: text('key').notNull(),
    debitAccountId: uuid('debit_account_id').notNull(),
    creditAccountId: uuid('credit_account_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** 'single' | 'pending' | 'post_pending' | 'void_pending' (TigerBeetle's flags). */
    phase: text('phase').notNull(),
    /** For post_pending and void_pending: the pending transfer it resolves. */
    pendingId: uuid('pending_id'),
    /** The member-facing type (DEPOSIT, VIP_PAYMENT, …) or a system type (POOL_FUNDING, …). */
    type: text('type').notNull(),
    /** The owner of the member account it touches (set by the ledger service), else an optional subject. */
    userId: uuid('user_id'),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** A correction names the transfer it corrects. */
    correctsId: uuid('corrects_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key').on(t.key),
    uniqueIndex('ledger_transfers_resolves_once')
      .on(t.pendingId)
      .where(sql`${t.phase} in ('post_pending', 'void_pending')`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId),
    index('ledger_transfers_credit_idx').on(t.creditAccountId),
    // Serves a member's transaction list, newest first (ties broken by the time-ordered id).
    index('ledger_transfers_user_idx').on(t.userId, t.createdAt, t.id),
    // Serves the latest referral bonuses of each member of a referral tree.
    index('ledger_transfers_bonus_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.type} = 'REFERRAL_BONUS'`),
    // Serves the daily rewards credited to a member's earnings account, which the Tasks screen and
    // the VIP status poll (ledger.member-credits.ts).
    index('ledger_transfers_reward_idx')
      .on(t.creditAccountId, t.createdAt, t.id)
      .where(sql`${t.type} = 'VIP_EARNINGS'`),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_phase', sql`${t.phase} in ('single', 'pending', 'post_pending', 'void_pending')`),
    check(
      'ledger_transfers_pending_ref',
      sql`(${t.phase} in ('post_pending', 'void_pending')) = (${t.pendingId} is not null)`,
    ),
  ],
);

/**
 * Posted totals of each member account by transfer type, kept by the statement that writes the
 * transfers (ledger.bulk.ts), so a member's figures read a few rows however long their history.
 * Only member accounts have them: a system account's totals are report queries, and keeping them
 * here would add a second hot row to every transfer. The auditor recomputes them from the transfers.
 * Its account must exist: checked once per statement, like the transfers' references.
 */
export const accountTotals = pgTable(
  'ledger_account_totals',
  {
    accountId: uuid('account_id').notNull(),
    type: text('type').notNull(),
    credits: bigint('credits', { mode: 'bigint' }).notNull(),
    debits: bigint('debits', { mode: 'bigint' }).notNull(),
    creditCount: integer('credit_count').notNull(),
    debitCount: integer('debit_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.type] })],
);
