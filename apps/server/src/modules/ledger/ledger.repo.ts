import { type AnyColumn, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { lockOrder } from './ledger.bulk.ts';
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

/** One of a member account's posted totals by type (kept by the transfer path). */
export interface AccountTotalRow {
  kind: string;
  type: string;
  credits: bigint;
  debits: bigint;
  creditCount: number;
  debitCount: number;
}

/** The member's totals by account and type. */
const memberTotals = preparedOnce((ex) =>
  ex
    .select({
      kind: accounts.kind,
      type: accountTotals.type,
      credits: accountTotals.credits,
      debits: accountTotals.debits,
      creditCount: accountTotals.creditCount,
      debitCount: accountTotals.debitCount,
    })
    .from(accounts)
    .innerJoin(accountTotals, eq(accountTotals.accountId, accounts.id))
    .where(eq(accounts.userId, sql.placeholder('userId')))
    .prepare('ledger_member_totals'),
);

export async function findMemberTotals(ex: DbOrTx, userId: string): Promise<AccountTotalRow[]> {
  return memberTotals(ex).execute({ userId });
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
