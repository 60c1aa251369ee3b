import assert from 'node:assert/strict';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { ensureSystemAccounts } from './ledger.accounts.ts';
import { type CounterDeltas, findAccountsByKey } from './ledger.repo.ts';
import {
  applyDeltas,
  assertTransferInput,
  balanceRefusal,
  counterDeltas,
  differentFields,
  memberOf,
  withinGuard,
} from './ledger.rules.ts';
import { accounts, transfers } from './ledger.tables.ts';
import type { AccountRow, Transfer, TransferInput, TransferRefusal } from './ledger.types.ts';

/**
 * Many single-phase transfers in one step, for jobs that pay many members at once (settlement of
 * earning sessions). The rules are those of `transfer`, applied in input order against running
 * counters: the accounts are locked once, in id order; a key already used is a replay; the first
 * refusal stops the batch and names its index, so the caller may retry with the leading transfers
 * that fit. Nothing is written unless every transfer given is accepted. Set-based writes (one
 * insert, one counter update) make a batch of a thousand cost a handful of statements.
 */
export type BatchResult =
  | { ok: true; transfers: Transfer[] }
  | { ok: false; index: number; refusal: TransferRefusal };

/** Rows per INSERT: 11 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
const INSERT_CHUNK = 2000;

async function lockAccounts(ex: DbOrTx, keys: string[]): Promise<Map<string, AccountRow>> {
  let rows = await findAccountsByKey(ex, keys, true);
  if (rows.length < keys.length && keys.some((key) => key.startsWith('system:'))) {
    await ensureSystemAccounts(ex);
    rows = await findAccountsByKey(ex, keys, true);
  }
  return new Map(rows.map((row) => [row.key, row]));
}

/** Adds each account's summed deltas in one statement; returns the rows as they now are. */
async function bumpCounters(ex: DbOrTx, deltas: Map<string, CounterDeltas>): Promise<AccountRow[]> {
  const values = sql.join(
    [...deltas].map(
      ([id, d]) =>
        sql`(${id}::uuid, ${d.debitsPending}::bigint, ${d.debitsPosted}::bigint, ${d.creditsPending}::bigint, ${d.creditsPosted}::bigint)`,
    ),
    sql`, `,
  );
  await ex.execute(sql`update ${accounts} set
      debits_pending = debits_pending + v.dp, debits_posted = debits_posted + v.dpo,
      credits_pending = credits_pending + v.cp, credits_posted = credits_posted + v.cpo
    from (values ${values}) as v(id, dp, dpo, cp, cpo) where ${accounts.id} = v.id`);
  return ex
    .select()
    .from(accounts)
    .where(inArray(accounts.id, [...deltas.keys()]));
}

const noDeltas: CounterDeltas = {
  debitsPending: 0n,
  debitsPosted: 0n,
  creditsPending: 0n,
  creditsPosted: 0n,
};

function addDeltas(a: CounterDeltas, b: CounterDeltas): CounterDeltas {
  return {
    debitsPending: a.debitsPending + b.debitsPending,
    debitsPosted: a.debitsPosted + b.debitsPosted,
    creditsPending: a.creditsPending + b.creditsPending,
    creditsPosted: a.creditsPosted + b.creditsPosted,
  };
}

interface Plan {
  /** Every transfer of the batch in input order: replays as they were, new ones as they will be. */
  results: Transfer[];
  fresh: Transfer[];
  /** Summed counter changes per account id, and each account as it must end up. */
  deltas: Map<string, CounterDeltas>;
  running: Map<string, AccountRow>;
}

/** Checks each transfer in order against the running counters (pure: nothing is written). */
function plan(
  inputs: TransferInput[],
  locked: Map<string, AccountRow>,
  existing: Map<string, Transfer>,
  now: Date,
): Plan | { index: number; refusal: TransferRefusal } {
  const running = new Map([...locked.values()].map((row) => [row.id, row]));
  const current = (key: string) => {
    const row = locked.get(key);
    return row && running.get(row.id);
  };
  const out: Plan = { results: [], fresh: [], deltas: new Map(), running };
  for (const [index, input] of inputs.entries()) {
    const debit = current(input.debitAccountKey);
    const credit = current(input.creditAccountKey);
    const prior = existing.get(input.key);
    if (prior) {
      const fields = differentFields(prior, {
        phase: 'single',
        debitAccountId: debit?.id ?? 'missing',
        creditAccountId: credit?.id ?? 'missing',
        amount: input.amountMicros,
        type: input.type,
      });
      if (fields.length > 0) {
        return {
          index,
          refusal: { ok: false, status: 'exists_with_different_fields', transfer: prior, fields },
        };
      }
      out.results.push(prior);
      continue;
    }
    if (!debit)
      return {
        index,
        refusal: { ok: false, status: 'account_not_found', accountKey: input.debitAccountKey },
      };
    if (!credit)
      return {
        index,
        refusal: { ok: false, status: 'account_not_found', accountKey: input.creditAccountKey },
      };
    const refusal = balanceRefusal('single', input.amountMicros, debit, credit);
    if (refusal) return { index, refusal };
    const step = counterDeltas('single', input.amountMicros);
    running.set(debit.id, applyDeltas(debit, step.debit));
    running.set(credit.id, applyDeltas(credit, step.credit));
    out.deltas.set(debit.id, addDeltas(out.deltas.get(debit.id) ?? noDeltas, step.debit));
    out.deltas.set(credit.id, addDeltas(out.deltas.get(credit.id) ?? noDeltas, step.credit));
    const row: Transfer = {
      id: newId(),
      key: input.key,
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount: input.amountMicros,
      phase: 'single',
      pendingId: null,
      type: input.type,
      userId: memberOf(input, debit, credit),
      description: input.description,
      metadata: input.metadata ?? {},
      correctsId: input.correctsId ?? null,
      createdAt: now,
    };
    out.fresh.push(row);
    out.results.push(row);
  }
  return out;
}

/** Writes a plan: the new transfers, then the counters, checking they end where the plan said. */
async function write(ex: DbOrTx, accepted: Plan): Promise<void> {
  for (let start = 0; start < accepted.fresh.length; start += INSERT_CHUNK) {
    const chunk = accepted.fresh.slice(start, start + INSERT_CHUNK);
    const inserted = await ex
      .insert(transfers)
      .values(chunk)
      .onConflictDoNothing({ target: transfers.key })
      .returning({ id: transfers.id });
    // The keys were free under our account locks; a clash means another writer used a key it does not own.
    assert.equal(inserted.length, chunk.length, 'a batch transfer key was taken during the batch');
  }
  if (accepted.deltas.size === 0) return;
  for (const row of await bumpCounters(ex, accepted.deltas)) {
    assert.deepEqual(row, accepted.running.get(row.id), `account ${row.key} drifted during the batch`);
    assert.ok(withinGuard(row), `guarded account ${row.key} went negative`);
  }
}

export function createLedgerBatch(deps: { clock: Clock }) {
  return {
    /** Single-phase transfers in the caller's transaction; see the module comment. */
    async transferMany(inputs: TransferInput[], tx: DbOrTx): Promise<BatchResult> {
      if (inputs.length === 0) return { ok: true, transfers: [] };
      for (const input of inputs) assertTransferInput(input);
      const keys = inputs.map((input) => input.key);
      assert.equal(new Set(keys).size, keys.length, 'a batch names each transfer key once');
      const accountKeys = new Set(inputs.flatMap((input) => [input.debitAccountKey, input.creditAccountKey]));
      const locked = await lockAccounts(tx, [...accountKeys]);
      const priors = await tx.select().from(transfers).where(inArray(transfers.key, keys));
      const outcome = plan(inputs, locked, new Map(priors.map((row) => [row.key, row])), deps.clock.now());
      if ('refusal' in outcome) return { ok: false, index: outcome.index, refusal: outcome.refusal };
      await write(tx, outcome);
      return { ok: true, transfers: outcome.results };
    },
  };
}

export type LedgerBatch = ReturnType<typeof createLedgerBatch>;
