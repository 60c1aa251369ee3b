import assert from 'node:assert/strict';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { ensureSystemAccounts } from './ledger.accounts.ts';
import type { CounterDeltas } from './ledger.repo.ts';
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
 * insert and one counter update, each binding one array per column) make a batch of a thousand
 * cost a handful of statements.
 */
export type BatchResult =
  | { ok: true; transfers: Transfer[] }
  | { ok: false; index: number; refusal: TransferRefusal };

/** One array parameter (PostgreSQL and PGlite both bind a JavaScript array as one value). */
const array = (values: readonly (string | null)[], type: string) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** Locks the accounts by key in id order (so two writers never deadlock), opening missing system accounts. */
async function lockAccounts(ex: DbOrTx, keys: string[]): Promise<Map<string, AccountRow>> {
  const lock = () =>
    ex
      .select()
      .from(accounts)
      .where(sql`${accounts.key} = any(${array(keys, 'text')})`)
      .orderBy(asc(accounts.id))
      .for('update');
  let rows = await lock();
  if (rows.length < keys.length && keys.some((key) => key.startsWith('system:'))) {
    await ensureSystemAccounts(ex);
    rows = await lock();
  }
  return new Map(rows.map((row) => [row.key, row]));
}

/** Adds each account's summed deltas in one statement; returns the rows as they now are. */
async function bumpCounters(ex: DbOrTx, deltas: Map<string, CounterDeltas>): Promise<AccountRow[]> {
  const entries = [...deltas];
  const ids = array(
    entries.map(([id]) => id),
    'uuid',
  );
  const column = (pick: (d: CounterDeltas) => bigint) =>
    array(
      entries.map(([, d]) => pick(d).toString()),
      'bigint',
    );
  const dp = column((d) => d.debitsPending);
  const dpo = column((d) => d.debitsPosted);
  const cp = column((d) => d.creditsPending);
  const cpo = column((d) => d.creditsPosted);
  await ex.execute(sql`update ${accounts} set
      debits_pending = debits_pending + v.dp, debits_posted = debits_posted + v.dpo,
      credits_pending = credits_pending + v.cp, credits_posted = credits_posted + v.cpo
    from unnest(${ids}, ${dp}, ${dpo}, ${cp}, ${cpo}) as v(id, dp, dpo, cp, cpo)
    where ${accounts.id} = v.id`);
  return ex.select().from(accounts).where(sql`${accounts.id} = any(${ids})`);
}

/** Inserts the rows with one array per column; returns how many were new. */
async function insertTransfers(ex: DbOrTx, rows: Transfer[]): Promise<number> {
  const column = (pick: (row: Transfer) => string | null, type: string) => array(rows.map(pick), type);
  const result = (await ex.execute(sql`insert into ${transfers}
      (id, key, debit_account_id, credit_account_id, amount, phase, type, user_id, description, metadata,
       corrects_id, created_at)
    select * from unnest(${column((row) => row.id, 'uuid')}, ${column((row) => row.key, 'text')},
      ${column((row) => row.debitAccountId, 'uuid')}, ${column((row) => row.creditAccountId, 'uuid')},
      ${column((row) => row.amount.toString(), 'bigint')}, ${column((row) => row.phase, 'text')},
      ${column((row) => row.type, 'text')}, ${column((row) => row.userId, 'uuid')},
      ${column((row) => row.description, 'text')}, ${column((row) => JSON.stringify(row.metadata), 'jsonb')},
      ${column((row) => row.correctsId, 'uuid')}, ${column((row) => row.createdAt.toISOString(), 'timestamptz')})
    on conflict (key) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
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
  if (accepted.fresh.length > 0) {
    const inserted = await insertTransfers(ex, accepted.fresh);
    // The keys were free under our account locks; a clash means another writer used a key it does not own.
    assert.equal(inserted, accepted.fresh.length, 'a batch transfer key was taken during the batch');
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
      const priors = await tx
        .select()
        .from(transfers)
        .where(sql`${transfers.key} = any(${array(keys, 'text')})`);
      const outcome = plan(inputs, locked, new Map(priors.map((row) => [row.key, row])), deps.clock.now());
      if ('refusal' in outcome) return { ok: false, index: outcome.index, refusal: outcome.refusal };
      await write(tx, outcome);
      return { ok: true, transfers: outcome.results };
    },
  };
}

export type LedgerBatch = ReturnType<typeof createLedgerBatch>;
