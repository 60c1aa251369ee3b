import assert from 'node:assert/strict';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ensureSystemAccounts } from './ledger.accounts.ts';
import { findTransfersByKeys, lockAccountsByKey, readAccountsByKey, writeTransfers } from './ledger.bulk.ts';
import { type PlanItem, type PlanOutcome, plan, planBlind, replay, replayFields } from './ledger.planner.ts';
import { withinGuard } from './ledger.rules.ts';
import type { AccountRow } from './ledger.types.ts';

/**
 * Posting planned transfers, two ways (both planned by ledger.planner.ts):
 * - checked: read the transfers holding the keys, lock the accounts (member accounts first,
 *   system accounts last), plan against their counters, then one statement inserts the transfers
 *   and bumps the counters. Exact refusals, replays and postconditions.
 * - one statement: when nothing needs reading (see planBlind), the insert and the counter update
 *   are the only statement, and the database's CHECK constraints, unique keys and overflow checks
 *   refuse what the rules would refuse. A refusal makes it fail whole; the checked way then runs
 *   and answers exactly. A hot system row is held only for that statement and the commit.
 */

/** Another transaction took one of the keys after we looked: the group must be retried. */
export class KeyTakenError extends Error {
  constructor() {
    super('a transfer key was taken by another transaction during the write');
  }
}

/**
 * Accounts by key, for their fixed attributes only (id, owner, guard: a trigger refuses changing
 * them or deleting an account). One per database; bounded, oldest entries dropped first.
 */
export type AccountCache = Map<string, AccountRow>;
const CACHED_ACCOUNTS_MAX = 100_000;
const caches = new WeakMap<Db, AccountCache>();

export function accountCacheOf(db: Db): AccountCache {
  const cache = caches.get(db) ?? new Map<string, AccountRow>();
  caches.set(db, cache);
  return cache;
}

function remember(cache: AccountCache, rows: AccountRow[]): void {
  for (const row of rows) cache.set(row.key, row);
  for (const key of cache.keys()) {
    if (cache.size <= CACHED_ACCOUNTS_MAX) break;
    cache.delete(key);
  }
}

/** Locks accounts by key; missing system accounts are opened on first use. */
async function lockAccounts(ex: DbOrTx, keys: string[]): Promise<Map<string, AccountRow>> {
  let rows = await lockAccountsByKey(ex, keys);
  if (rows.length < keys.length && keys.some((key) => key.startsWith('system:'))) {
    await ensureSystemAccounts(ex);
    rows = await lockAccountsByKey(ex, keys);
  }
  return new Map(rows.map((row) => [row.key, row]));
}

const accountKeysOf = (items: PlanItem[]) => [
  ...new Set(items.flatMap(({ input }) => [input.debitAccountKey, input.creditAccountKey])),
];

/**
 * The checked way, in `ex`. With `allOrNothing`, the first refusal ends planning and nothing is
 * written; otherwise each refusal or programmer error concerns its own transfer only. A refusal
 * never writes. Throws KeyTakenError when a key was taken meanwhile by another transaction and
 * more than one transfer was to be written: the caller must roll back.
 */
export async function postChecked(
  ex: DbOrTx,
  items: PlanItem[],
  now: Date,
  allOrNothing: boolean,
  cache?: AccountCache,
): Promise<PlanOutcome[]> {
  const keys = [...new Set(items.map((item) => item.input.key))];
  const priors = await findTransfersByKeys(ex, keys);
  const locked = await lockAccounts(ex, accountKeysOf(items));
  if (cache) remember(cache, [...locked.values()]);
  const planned = plan(items, locked, new Map(priors.map((row) => [row.key, row])), now, allOrNothing);
  const refused = planned.outcomes.some((outcome) => outcome instanceof Error || !outcome.ok);
  if ((allOrNothing && refused) || planned.fresh.length === 0) return planned.outcomes;
  const written = await writeTransfers(ex, planned.fresh, planned.deltas, true, locked.values());
  if (written.length === 0 && items.length === 1) {
    // The insert found the key taken, so nothing was written: the winner's transfer is the answer.
    const [item] = items as [PlanItem];
    const [winner] = await findTransfersByKeys(ex, [item.input.key]);
    assert.ok(winner, `transfer key ${item.input.key} conflicted but cannot be read`);
    const { debitAccountKey, creditAccountKey } = item.input;
    return [replay(winner, replayFields(item, locked.get(debitAccountKey), locked.get(creditAccountKey)))];
  }
  if (written.length === 0) throw new KeyTakenError();
  // Postconditions: the counters moved by exactly the plan under our locks, within the guard.
  assert.equal(written.length, planned.deltas.size, 'every account of the plan was written');
  for (const row of written) {
    assert.deepEqual(row, planned.running.get(row.id), `account ${row.key} drifted`);
    assert.ok(withinGuard(row), `guarded account ${row.key} went negative`);
  }
  return planned.outcomes;
}

/**
 * The one-statement way, when it applies: answers the outcomes, or undefined when the plan needs
 * the checked way. Throws when the database refused the statement (a rule it checks said no, a
 * key was taken, a cached account is gone): nothing was written, and the checked way answers.
 * `ex` must let a failed statement be undone: the database outside a transaction, or a savepoint.
 */
export async function postInOneStatement(
  ex: DbOrTx,
  items: PlanItem[],
  now: Date,
  cache: AccountCache,
): Promise<PlanOutcome[] | undefined> {
  const unknown = accountKeysOf(items).filter((key) => !cache.has(key));
  if (unknown.length > 0) remember(cache, await readAccountsByKey(ex, unknown));
  const planned = planBlind(items, cache, now);
  if (!planned) return undefined;
  if (planned.fresh.length === 0) return planned.outcomes;
  let written: AccountRow[];
  try {
    written = await writeTransfers(
      ex,
      planned.fresh,
      planned.deltas,
      false,
      accountKeysOf(items).flatMap((key) => cache.get(key) ?? []),
    );
  } catch (error) {
    for (const key of accountKeysOf(items)) cache.delete(key);
    throw error;
  }
  assert.equal(written.length, planned.deltas.size, 'every account of the plan was written');
  for (const row of written) assert.ok(withinGuard(row), `guarded account ${row.key} went negative`);
  return planned.outcomes;
}
