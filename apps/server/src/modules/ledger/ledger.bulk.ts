import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts, accountTotals, transfers } from './ledger.tables.ts';
import type { AccountRow, CounterDeltas, Transfer } from './ledger.types.ts';

/**
 * The set-based statements the transfer path runs (queries only; the rules are in
 * ledger.planner.ts). Each binds one array per column, so a group of a thousand transfers costs as
 * many statements as one. They are written as SQL rather than built by the query builder: they run
 * on every transfer, and building the same query again each time costs more than running it.
 */

/** One array parameter (PostgreSQL and PGlite both bind a JavaScript array as one value). */
export const array = (values: readonly (string | null)[], type: string): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

type Columns = [string, Column][];
const accountColumns: Columns = Object.entries(getTableColumns(accounts));
const transferColumns: Columns = Object.entries(getTableColumns(transfers));

/** Maps a raw row (column names, driver values) to the table's row type, as the query builder would. */
function mapRow<T>(columns: Columns, raw: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [name, column] of columns) {
    const value = raw[column.name];
    row[name] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

async function mappedRowsOf<T>(ex: DbOrTx, columns: Columns, query: SQL): Promise<T[]> {
  const rows = await rowsOf<Record<string, unknown>>(ex, query);
  return rows.map((raw) => mapRow<T>(columns, raw));
}

/**
 * Locks accounts by key, member accounts first and then the others (system accounts), each in id
 * order. One order for every lock the ledger takes means two writers never deadlock; system
 * accounts last means a transfer waiting for a member's row does not sit on a hot system row.
 */
export const lockOrder = sql`${accounts.userId} is null, ${accounts.id}`;

export function lockAccountsByKey(ex: DbOrTx, keys: string[]): Promise<AccountRow[]> {
  return mappedRowsOf(
    ex,
    accountColumns,
    sql`select * from ${accounts} where ${accounts.key} = any(${array(keys, 'text')})
      order by ${lockOrder} for update`,
  );
}

/** Reads accounts by key without locks (for their fixed attributes). */
export function readAccountsByKey(ex: DbOrTx, keys: string[]): Promise<AccountRow[]> {
  return mappedRowsOf(
    ex,
    accountColumns,
    sql`select * from ${accounts} where ${accounts.key} = any(${array(keys, 'text')})`,
  );
}

export function findTransfersByKeys(ex: DbOrTx, keys: string[]): Promise<Transfer[]> {
  return mappedRowsOf(
    ex,
    transferColumns,
    sql`select * from ${transfers} where ${transfers.key} = any(${array(keys, 'text')})`,
  );
}

interface TotalDelta {
  accountId: string;
  type: string;
  credits: bigint;
  debits: bigint;
  creditCount: number;
  debitCount: number;
}

/** What the posted rows add to their member accounts' totals by type (a member transfer has one member side). */
function totalDeltas(rows: Transfer[], accountsTouched: Iterable<AccountRow>): TotalDelta[] {
  const owners = new Map<string, string | null>();
  for (const account of accountsTouched) owners.set(account.id, account.userId);
  const deltas = new Map<string, TotalDelta>();
  for (const row of rows) {
    if (row.userId === null || (row.phase !== 'single' && row.phase !== 'post_pending')) continue;
    const credited = owners.get(row.creditAccountId) === row.userId;
    const accountId = credited ? row.creditAccountId : row.debitAccountId;
    if (owners.get(accountId) !== row.userId) continue;
    const key = `${accountId} ${row.type}`;
    const delta = deltas.get(key) ?? {
      accountId,
      type: row.type,
      credits: 0n,
      debits: 0n,
      creditCount: 0,
      debitCount: 0,
    };
    if (credited) {
      delta.credits += row.amount;
      delta.creditCount += 1;
    } else {
      delta.debits += row.amount;
      delta.debitCount += 1;
    }
    deltas.set(key, delta);
  }
  return [...deltas.values()];
}

/** The upsert of the member totals as a CTE of writeTransfers (nothing when no member side is posted). */
function totalsStatement(rows: Transfer[], accountsTouched: Iterable<AccountRow>): SQL {
  const deltas = totalDeltas(rows, accountsTouched);
  if (deltas.length === 0) return sql``;
  const column = (pick: (delta: TotalDelta) => string, type: string) => array(deltas.map(pick), type);
  return sql`,
      totalled as (
        insert into ${accountTotals} as total (account_id, type, credits, debits, credit_count, debit_count)
        select * from unnest(${column((d) => d.accountId, 'uuid')}, ${column((d) => d.type, 'text')},
          ${column((d) => d.credits.toString(), 'bigint')}, ${column((d) => d.debits.toString(), 'bigint')},
          ${column((d) => String(d.creditCount), 'int')}, ${column((d) => String(d.debitCount), 'int')})
        where (select n from counted) = ${rows.length}
        on conflict (account_id, type) do update set
          credits = total.credits + excluded.credits, debits = total.debits + excluded.debits,
          credit_count = total.credit_count + excluded.credit_count,
          debit_count = total.debit_count + excluded.debit_count)`;
}

/**
 * Inserts the new transfers, adds the summed deltas to the accounts' counters and the posted
 * amounts to the member accounts' totals by type, in one statement; answers the accounts as they now are. The table's CHECK constraints refuse any counter that would
 * go wrong. The accounts are locked first in the ledger's lock order (if not yet), so this statement
 * never deadlocks with another transfer. A key already taken: with `skipTakenKeys`, the insert skips it and then no counter
 * moves (the answer is empty; the caller either finds the winner, when one transfer was written
 * and so nothing was, or rolls back); without, the statement fails and writes nothing.
 */
export function writeTransfers(
  ex: DbOrTx,
  rows: Transfer[],
  deltas: Map<string, CounterDeltas>,
  skipTakenKeys: boolean,
  accountsTouched: Iterable<AccountRow>,
): Promise<AccountRow[]> {
  const column = (pick: (row: Transfer) => string | null, type: string) => array(rows.map(pick), type);
  const entries = [...deltas];
  // Named twice below (the join and an indexable filter), so the planner reads only these rows.
  const ids = array(
    entries.map(([id]) => id),
    'uuid',
  );
  const delta = (pick: (d: CounterDeltas) => bigint) =>
    array(
      entries.map(([, d]) => pick(d).toString()),
      'bigint',
    );
  return mappedRowsOf(
    ex,
    accountColumns,
    sql`with locked as (
        select ${accounts.id} from ${accounts} where ${accounts.id} = any(${ids}) order by ${lockOrder} for update),
      inserted as (
        insert into ${transfers} (id, key, debit_account_id, credit_account_id, amount, phase, pending_id, type,
          user_id, description, metadata, corrects_id, created_at)
        select * from unnest(${column((row) => row.id, 'uuid')}, ${column((row) => row.key, 'text')},
          ${column((row) => row.debitAccountId, 'uuid')}, ${column((row) => row.creditAccountId, 'uuid')},
          ${column((row) => row.amount.toString(), 'bigint')}, ${column((row) => row.phase, 'text')},
          ${column((row) => row.pendingId, 'uuid')}, ${column((row) => row.type, 'text')},
          ${column((row) => row.userId, 'uuid')}, ${column((row) => row.description, 'text')},
          ${column((row) => JSON.stringify(row.metadata), 'jsonb')}, ${column((row) => row.correctsId, 'uuid')},
          ${column((row) => row.createdAt.toISOString(), 'timestamptz')})
        ${skipTakenKeys ? sql`on conflict (key) do nothing` : sql``}
        returning 1),
      counted as (select count(*) as n from inserted)${totalsStatement(rows, accountsTouched)}
      update ${accounts} set
        debits_pending = debits_pending + v.dp, debits_posted = debits_posted + v.dpo,
        credits_pending = credits_pending + v.cp, credits_posted = credits_posted + v.cpo
      from unnest(${ids}, ${delta((d) => d.debitsPending)}, ${delta((d) => d.debitsPosted)},
        ${delta((d) => d.creditsPending)}, ${delta((d) => d.creditsPosted)}) as v(id, dp, dpo, cp, cpo)
        join locked on locked.id = v.id, counted
      where ${accounts.id} = v.id and ${accounts.id} = any(${ids}) and counted.n = ${rows.length}
      returning ${accounts}.*`,
  );
}
