import assert from 'node:assert/strict';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { MemberAccountKind } from './ledger.accounts.ts';
import { dailyNetFlow, memberTransfersOfType } from './ledger.history-reads.ts';
import { readMemberLiabilities, readSystemFigures } from './ledger.system-reads.ts';
import { accounts, transfers } from './ledger.tables.ts';

/**
 * Read-only aggregates over the ledger for reports, the one source of every system-wide money
 * figure (the admin dashboard, transparency, the rewards pool, referral statistics). Posted money only: single transfers and posted holds. A net flow counts what
 * entered accounts of a kind minus what left them, so corrections (the reverse direction, same
 * type) cancel what they correct.
 */
const postedPhases = ['single', 'post_pending'];
const debitAccount = alias(accounts, 'debit_account');
const creditAccount = alias(accounts, 'credit_account');

/** credits − debits for credit-normal accounts, debits − credits for debit-normal ones. */
const postedBalance = sql<string>`sum(case when ${accounts.normalBalance} = 'credit'
  then ${accounts.creditsPosted} - ${accounts.debitsPosted}
  else ${accounts.debitsPosted} - ${accounts.creditsPosted} end)`;

function netFlow(kind: string) {
  return sql<string>`coalesce(sum(case
    when ${creditAccount.kind} = ${kind} then ${transfers.amount}
    when ${debitAccount.kind} = ${kind} then -${transfers.amount}
    else 0 end), 0)`;
}

/** Posted balance per account key. */
async function postedBalancesByKey(db: DbOrTx, keys: string[]): Promise<Map<string, bigint>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: accounts.key, balance: postedBalance })
    .from(accounts)
    .where(inArray(accounts.key, keys))
    .groupBy(accounts.key);
  return new Map(rows.map((row) => [row.key, BigInt(row.balance ?? '0')]));
}

/** Net posted flow into accounts of `kind`, per transfer type. */
async function netFlowByType(db: DbOrTx, kind: string, types: string[]): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ type: transfers.type, total: netFlow(kind) })
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .where(and(inArray(transfers.type, types), inArray(transfers.phase, postedPhases)))
    .groupBy(transfers.type);
  return new Map(rows.map((row) => [row.type, BigInt(row.total)]));
}

/** Net posted flow of one type into each listed member's account of `kind`. */
async function netFlowByUser(
  db: DbOrTx,
  userIds: string[],
  kind: string,
  type: string,
): Promise<Map<string, bigint>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: transfers.userId, total: netFlow(kind) })
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .where(
      and(
        inArray(transfers.userId, userIds),
        eq(transfers.type, type),
        inArray(transfers.phase, postedPhases),
      ),
    )
    .groupBy(transfers.userId);
  return new Map(rows.map((row) => [row.userId ?? '', BigInt(row.total)]));
}

/** Net posted flow of one type into the member's account of `kind`, grouped by a metadata field. */
async function netFlowByMetadata(
  db: DbOrTx,
  userId: string,
  kind: string,
  type: string,
  field: string,
): Promise<Map<string, bigint>> {
  // The same expression must appear in SELECT and GROUP BY, so the field goes in as a literal.
  assert.match(field, /^[A-Za-z]+$/, 'a metadata field name is letters only');
  const value = sql<string>`${transfers.metadata} ->> ${sql.raw(`'${field}'`)}`;
  const rows = await db
    .select({ value, total: netFlow(kind) })
    .from(transfers)
    .innerJoin(debitAccount, eq(debitAccount.id, transfers.debitAccountId))
    .innerJoin(creditAccount, eq(creditAccount.id, transfers.creditAccountId))
    .where(
      and(eq(transfers.userId, userId), eq(transfers.type, type), inArray(transfers.phase, postedPhases)),
    )
    .groupBy(value);
  return new Map(rows.map((row) => [row.value ?? '', BigInt(row.total)]));
}

/** The latest posted transfers of a type, newest first. */
function latestOfType(db: DbOrTx, type: string, limit: number) {
  return db
    .select()
    .from(transfers)
    .where(and(eq(transfers.type, type), inArray(transfers.phase, postedPhases)))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
}

/** The reports as a service: each read runs on the database or on the caller's transaction. */
export function createLedgerReports(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    /** Custody, member liabilities and member credits by type (call in one snapshot). */
    systemFigures: (tx: DbOrTx = db) => readSystemFigures(tx),
    /** Each member owed more than zero, with the amount (call in one snapshot with systemFigures). */
    memberLiabilities: (tx: DbOrTx = db) => readMemberLiabilities(tx),
    postedBalancesByKey: (keys: string[], tx: DbOrTx = db) => postedBalancesByKey(tx, keys),
    netFlowByType: (kind: string, types: string[], tx: DbOrTx = db) => netFlowByType(tx, kind, types),
    netFlowByUser: (userIds: string[], kind: string, type: string, tx: DbOrTx = db) =>
      netFlowByUser(tx, userIds, kind, type),
    netFlowByMetadata: (userId: string, kind: string, type: string, field: string, tx: DbOrTx = db) =>
      netFlowByMetadata(tx, userId, kind, type, field),
    latestOfType: (type: string, limit: number, tx: DbOrTx = db) => latestOfType(tx, type, limit),
    dailyNetFlow: (
      userId: string,
      kind: MemberAccountKind,
      type: string,
      since: Date | null,
      tx: DbOrTx = db,
    ) => dailyNetFlow(tx, userId, kind, type, since),
    memberTransfersOfType: (
      userId: string,
      kind: MemberAccountKind,
      type: string,
      query: Parameters<typeof memberTransfersOfType>[4],
      tx: DbOrTx = db,
    ) => memberTransfersOfType(tx, userId, kind, type, query),
  };
}

export type LedgerReports = ReturnType<typeof createLedgerReports>;
