import { type AnyColumn, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockOrder } from './ledger.bulk.ts';
import type { AccountCounters } from './ledger.rules.ts';
import { accounts, accountTotals, transfers } from './ledger.tables.ts';
import type { AccountRow, Transfer } from './ledger.types.ts';
import { memberTransferTypes } from './ledger.types.ts';

/** Queries only: the rules live in ledger.service.ts. */

/** Posted money: single transfers and posted holds (a hold and its void move nothing for good). */
const postedPhases = ['single', 'post_pending'];

/** Reads accounts by key, without locks (transfers lock through ledger.bulk.ts). */
export async function findAccountsByKey(ex: DbOrTx, keys: string[]): Promise<AccountRow[]> {
  return ex.select().from(accounts).where(inArray(accounts.key, keys)).limit(keys.length);
}

/** Locks accounts by id in the ledger's one lock order (see ledger.bulk.ts), so two writers never deadlock. */
export async function lockAccountsById(ex: DbOrTx, ids: string[]): Promise<AccountRow[]> {
  return ex
    .select()
    .from(accounts)
    .where(inArray(accounts.id, ids))
    .orderBy(lockOrder)
    .limit(ids.length)
    .for('update');
}

export async function findMemberAccounts(ex: DbOrTx, userId: string): Promise<AccountRow[]> {
  return ex.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(asc(accounts.kind)).limit(10);
}

export async function findTransferByKey(ex: DbOrTx, key: string): Promise<Transfer | undefined> {
  const [row] = await ex.select().from(transfers).where(eq(transfers.key, key)).limit(1);
  return row;
}

export async function findTransferById(ex: DbOrTx, id: string): Promise<Transfer | undefined> {
  const [row] = await ex.select().from(transfers).where(eq(transfers.id, id)).limit(1);
  return row;
}

/** The post or void of a hold, if any (at most one: a unique index backs it). */
export async function findResolution(ex: DbOrTx, pendingId: string): Promise<Transfer | undefined> {
  const [row] = await ex
    .select()
    .from(transfers)
    .where(
      and(eq(transfers.pendingId, pendingId), inArray(transfers.phase, ['post_pending', 'void_pending'])),
    )
    .limit(1);
  return row;
}

/**
 * `column = any(ids)` with the ids as one text parameter: a page or a tree of thousands of members
 * costs one bound value, not one per id.
 */
export function anyOf(column: AnyColumn, ids: string[]) {
  return sql`${column} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;
}

/** A member account with one of its totals by type (none yet: the total's fields are null). */
export interface AccountWithTotal {
  account: AccountCounters;
  total: { type: string; credits: bigint; debits: bigint; creditCount: number; debitCount: number } | null;
}

/**
 * The listed members' accounts, each joined to its posted totals by type (kept by the transfer
 * path), in one query: the one read behind a member's wallet figures, the admin's member lists and
 * the referral tree. Written as SQL with only the columns a balance needs, and mapped here: a tree
 * reads tens of thousands of these rows.
 */
export async function findMembersLedger(ex: DbOrTx, userIds: string[]): Promise<AccountWithTotal[]> {
  if (userIds.length === 0) return [];
  type Row = {
    key: string;
    kind: string;
    user_id: string;
    normal_balance: string;
    guarded: boolean;
    debits_pending: string;
    debits_posted: string;
    credits_pending: string;
    credits_posted: string;
    type: string | null;
    credits: string | null;
    debits: string | null;
    credit_count: number | null;
    debit_count: number | null;
  };
  const result = (await ex.execute(sql`
    select a.key, a.kind, a.user_id, a.normal_balance, a.guarded, a.debits_pending, a.debits_posted,
      a.credits_pending, a.credits_posted, k.type, k.credits, k.debits, k.credit_count, k.debit_count
    from ${accounts} a left join ${accountTotals} k on k.account_id = a.id
    where a.user_id = any(${sql.param(userIds)}::uuid[])`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    account: {
      key: row.key,
      kind: row.kind,
      userId: row.user_id,
      normalBalance: row.normal_balance,
      guarded: row.guarded,
      debitsPending: BigInt(row.debits_pending),
      debitsPosted: BigInt(row.debits_posted),
      creditsPending: BigInt(row.credits_pending),
      creditsPosted: BigInt(row.credits_posted),
    },
    total:
      row.type === null
        ? null
        : {
            type: row.type,
            credits: BigInt(row.credits ?? 0),
            debits: BigInt(row.debits ?? 0),
            creditCount: row.credit_count ?? 0,
            debitCount: row.debit_count ?? 0,
          },
  }));
}

const memberListFilter = (userId: string) =>
  and(
    eq(transfers.userId, userId),
    inArray(transfers.phase, postedPhases),
    inArray(transfers.type, [...memberTransferTypes]),
  );

/** A member's posted transfers, newest first (the time-ordered id breaks ties). */
export async function listMemberTransfers(
  ex: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: Transfer[]; total: number }> {
  const rows = await ex
    .select()
    .from(transfers)
    .where(memberListFilter(userId))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await ex.select({ total: count() }).from(transfers).where(memberListFilter(userId));
  return { rows, total: counted?.total ?? 0 };
}
