import { type AnyColumn, and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lockOrder } from './ledger.bulk.ts';
import { accounts, transfers } from './ledger.tables.ts';
import type { AccountRow, Transfer } from './ledger.types.ts';
import { memberTransferTypes } from './ledger.types.ts';

/** Queries only (STYLE.md §1): the rules live in ledger.service.ts. */

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

/**
 * Posted credits and debits (amounts and counts) of the listed members' accounts, by member,
 * account and type: the one query behind a member's wallet figures and the admin's member lists.
 */
export async function sumMembersTransfers(ex: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  const sum = (side: AnyColumn) =>
    sql<string>`(coalesce(sum(${transfers.amount}) filter (where ${side} = ${accounts.id}), 0))::text`;
  const tally = (side: AnyColumn) => sql<number>`(count(*) filter (where ${side} = ${accounts.id}))::int`;
  return (
    ex
      .select({
        userId: sql<string>`${accounts.userId}`,
        kind: accounts.kind,
        type: transfers.type,
        credits: sum(transfers.creditAccountId),
        debits: sum(transfers.debitAccountId),
        creditCount: tally(transfers.creditAccountId),
        debitCount: tally(transfers.debitAccountId),
      })
      .from(transfers)
      // Joined on the owner first (an equality the planner can hash), then to the side it touches.
      .innerJoin(
        accounts,
        and(
          eq(accounts.userId, transfers.userId),
          or(eq(accounts.id, transfers.debitAccountId), eq(accounts.id, transfers.creditAccountId)),
        ),
      )
      .where(and(anyOf(transfers.userId, userIds), inArray(transfers.phase, postedPhases)))
      .groupBy(accounts.userId, accounts.kind, transfers.type)
      .limit(100 * userIds.length)
  );
}

/** Posted credits and debits of a member's accounts, by account and type. */
export async function sumMemberTransfers(ex: DbOrTx, userId: string) {
  return sumMembersTransfers(ex, [userId]);
}

/** The member accounts of the listed members. */
export async function findMembersAccounts(ex: DbOrTx, userIds: string[]): Promise<AccountRow[]> {
  if (userIds.length === 0) return [];
  return ex
    .select()
    .from(accounts)
    .where(anyOf(accounts.userId, userIds))
    .limit(10 * userIds.length);
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
