import assert from 'node:assert/strict';
import type { DbOrTx } from '../../db/client.ts';
import { ensureSystemAccounts } from './ledger.accounts.ts';
import { findTransfersByKeys, lockAccountsByKey, writeTransfers } from './ledger.bulk.ts';
import { type PlanItem, type PlanOutcome, plan, replay, replayFields } from './ledger.planner.ts';
import { withinGuard } from './ledger.rules.ts';
import type { AccountRow } from './ledger.types.ts';

/**
 * Posts planned transfers inside a transaction in four statements, whatever their number: read
 * the transfers already holding the keys, lock the accounts (member accounts first, system
 * accounts last), then one statement inserts the transfers and bumps the counters; the commit
 * follows. A hot system row is thus held for the lock, one write and the commit only.
 */

/** Another transaction took one of the keys after we looked: the group must be retried. */
export class KeyTakenError extends Error {
  constructor() {
    super('a transfer key was taken by another transaction during the write');
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

/**
 * Plans and writes `items` in `ex`. With `allOrNothing`, the first refusal ends planning and
 * nothing is written; otherwise each refusal or programmer error concerns its own transfer only.
 * A refusal never writes. Throws KeyTakenError when a key was taken meanwhile by another
 * transaction and more than one transfer was written: the caller must roll back.
 */
export async function postTransfers(
  ex: DbOrTx,
  items: PlanItem[],
  now: Date,
  allOrNothing: boolean,
): Promise<PlanOutcome[]> {
  const keys = [...new Set(items.map((item) => item.input.key))];
  const priors = await findTransfersByKeys(ex, keys);
  const accountKeys = new Set(items.flatMap(({ input }) => [input.debitAccountKey, input.creditAccountKey]));
  const locked = await lockAccounts(ex, [...accountKeys]);
  const planned = plan(items, locked, new Map(priors.map((row) => [row.key, row])), now, allOrNothing);
  const refused = planned.outcomes.some((outcome) => outcome instanceof Error || !outcome.ok);
  if ((allOrNothing && refused) || planned.fresh.length === 0) return planned.outcomes;
  const written = await writeTransfers(ex, planned.fresh, planned.deltas);
  if (written.length === 0 && items.length === 1) {
    // The insert found the key taken, so nothing was written: the winner's transfer is the answer.
    const [item] = items as [PlanItem];
    const [winner] = await findTransfersByKeys(ex, [item.input.key]);
    assert.ok(winner, `transfer key ${item.input.key} conflicted but cannot be read`);
    return [
      replay(
        winner,
        replayFields(item, locked.get(item.input.debitAccountKey), locked.get(item.input.creditAccountKey)),
      ),
    ];
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
