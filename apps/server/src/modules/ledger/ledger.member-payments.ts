import assert from 'node:assert/strict';
import type { TransactionType } from '@nova/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { MemberAccountKind } from './ledger.accounts.ts';
import { array } from './ledger.bulk.ts';
import { withinGuard } from './ledger.rules.ts';
import { accounts, accountTotals, transfers } from './ledger.tables.ts';

/**
 * Many payments from one system account to members, read by the database from the paying module's
 * own rows (settlement pays its due sessions this way): nothing travels through JavaScript but the
 * new transfer ids, and the system account is locked only by the last statement, so two batches
 * run side by side until then. Every rule the planner would check is one the database enforces
 * here: single-phase, a positive amount (CHECK), an existing member account (the join: a row
 * without one makes the count short), a key never used (unique index), and the system account's
 * guard (CHECK). Anything the database refuses makes a statement fail whole: the caller undoes the
 * step (a savepoint) and pays the exact way (ledger.batch.ts transferMany), which names the refusal.
 */
export interface MemberPayments {
  /** The system account every payment debits, e.g. `system:rewards_pool`. */
  debitAccountKey: string;
  /** The member account every payment credits. */
  creditKind: MemberAccountKind;
  type: TransactionType;
  /**
   * One row per payment, with the columns `key`, `user_id`, `amount` (bigint micro-units),
   * `description` and `metadata` (jsonb).
   */
  rows: SQL;
  /** How many rows `rows` yields: each is given a time-ordered transfer id. */
  count: number;
}

export interface PaidTransfer {
  id: string;
  key: string;
  amount: bigint;
}

/**
 * Inserts the transfers and credits the member accounts (locked first, in the ledger's lock order)
 * and their totals; answers the transfers written, in no particular order.
 */
async function creditMembers(ex: DbOrTx, payments: MemberPayments, now: Date): Promise<PaidTransfer[]> {
  const ids = Array.from({ length: payments.count }, () => newId());
  const result = await ex.execute(sql`with
      payment as (select row_number() over (order by key) as n, * from (${payments.rows}) as rows),
      named as (
        select payment.*, ${accounts.id} as account_id from payment
        join ${accounts} on ${accounts.userId} = payment.user_id and ${accounts.kind} = ${`member_${payments.creditKind}`}),
      locked as (
        select ${accounts.id} from ${accounts} where ${accounts.id} = any(array(select account_id from named))
        order by ${accounts.id} for update),
      inserted as (
        insert into ${transfers} (id, key, debit_account_id, credit_account_id, amount, phase, type, user_id,
          description, metadata, created_at)
        select given.id, named.key, (select ${accounts.id} from ${accounts} where ${accounts.key} = ${payments.debitAccountKey}),
          named.account_id, named.amount, 'single', ${payments.type}, named.user_id, named.description,
          named.metadata, ${now.toISOString()}::timestamptz
        from named join unnest(${array(ids, 'uuid')}) with ordinality as given(id, n) on given.n = named.n
        returning id, key, credit_account_id, amount),
      summed as (
        select credit_account_id as account_id, sum(amount) as amount, count(*)::int as n from inserted
        group by credit_account_id),
      totalled as (
        insert into ${accountTotals} as total (account_id, type, credits, debits, credit_count, debit_count)
        select account_id, ${payments.type}, amount, 0, n, 0 from summed
        on conflict (account_id, type) do update set
          credits = total.credits + excluded.credits, credit_count = total.credit_count + excluded.credit_count),
      credited as (
        update ${accounts} set credits_posted = credits_posted + summed.amount from summed
        where ${accounts.id} = summed.account_id and ${accounts.id} = any(array(select id from locked)))
    select id::text, key, amount from inserted`);
  const rows = (result as unknown as { rows: { id: string; key: string; amount: string }[] }).rows;
  return rows.map((row) => ({ id: row.id, key: row.key, amount: BigInt(row.amount) }));
}

/** Debits the system account by the total paid; its CHECK refuses what it cannot cover. */
async function debitSystemAccount(ex: DbOrTx, key: string, amount: bigint): Promise<void> {
  const [row] = await ex
    .update(accounts)
    .set({ debitsPosted: sql`${accounts.debitsPosted} + ${amount.toString()}::bigint` })
    .where(eq(accounts.key, key))
    .returning();
  assert.ok(row, `system account ${key} is not open`);
  assert.ok(withinGuard(row), `guarded account ${key} went negative`);
}

/**
 * Pays the rows, then runs `alongside` (the caller's own writes that go with the payments, given
 * the transfers), then debits the system account: in `ex`, which must let a failure be undone (a
 * savepoint). Throws when the database refused anything; then nothing of it may be kept.
 */
export async function payMembers(
  ex: DbOrTx,
  payments: MemberPayments,
  now: Date,
  alongside: (paid: PaidTransfer[]) => Promise<void>,
): Promise<PaidTransfer[]> {
  if (payments.count === 0) return [];
  const paid = await creditMembers(ex, payments, now);
  assert.equal(paid.length, payments.count, 'a payment names a member account that is not open');
  await alongside(paid);
  const total = paid.reduce((sum, transfer) => sum + transfer.amount, 0n);
  await debitSystemAccount(ex, payments.debitAccountKey, total);
  return paid;
}
