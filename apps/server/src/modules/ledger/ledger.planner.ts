import { newId } from '../../lib/ids.ts';
import {
  applyDeltas,
  balanceRefusal,
  counterDeltas,
  differentFields,
  memberOf,
  type ReplayFields,
} from './ledger.rules.ts';
import type { AccountRow, CounterDeltas, Transfer, TransferInput, TransferResult } from './ledger.types.ts';

/**
 * The one transfer planner: a single transfer, a group of concurrent requests and a job's batch
 * are all planned here, on account rows locked by the caller. Pure (nothing is written): each
 * transfer, in input order, is checked against the running counters in TigerBeetle's fixed order
 * (key replay, accounts, overflow, guard), and the plan says what to insert and how much each
 * account's counters move in total. A key used earlier in the same plan is a replay of it.
 */
export interface PlanItem {
  phase: 'single' | 'pending';
  input: TransferInput;
}

/** Per transfer: its result, or the programmer error it raised (it fails alone). */
export type PlanOutcome = TransferResult | Error;

export interface Plan {
  outcomes: PlanOutcome[];
  /** The transfers to insert, in input order. */
  fresh: Transfer[];
  /** Summed counter changes per account id, and each account as it must end up. */
  deltas: Map<string, CounterDeltas>;
  running: Map<string, AccountRow>;
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

/** A replay is success when every field that matters equals the original (rule 4). */
export function replay(existing: Transfer, candidate: Partial<ReplayFields>): TransferResult {
  const fields = differentFields(existing, candidate);
  if (fields.length > 0)
    return { ok: false, status: 'exists_with_different_fields', transfer: existing, fields };
  return { ok: true, status: 'exists', transfer: existing };
}

export function replayFields(item: PlanItem, debit?: AccountRow, credit?: AccountRow): Partial<ReplayFields> {
  return {
    phase: item.phase,
    debitAccountId: debit?.id ?? 'missing',
    creditAccountId: credit?.id ?? 'missing',
    amount: item.input.amountMicros,
    type: item.input.type,
    correctsId: item.input.correctsId ?? null,
    userId: item.input.userId,
  };
}

/**
 * Plans the items against the locked accounts (by key) and the transfers already holding their
 * keys. With `stopAtRefusal`, planning ends at the first refusal (a batch that is all or nothing).
 */
export function plan(
  items: PlanItem[],
  locked: Map<string, AccountRow>,
  existing: Map<string, Transfer>,
  now: Date,
  stopAtRefusal: boolean,
): Plan {
  const running = new Map([...locked.values()].map((row) => [row.id, row]));
  const current = (key: string) => {
    const row = locked.get(key);
    return row && running.get(row.id);
  };
  const out: Plan = { outcomes: [], fresh: [], deltas: new Map(), running };
  const priors = new Map(existing);
  for (const item of items) {
    const outcome = planOne(item, current, priors, now, out, true);
    out.outcomes.push(outcome);
    if (stopAtRefusal && (outcome instanceof Error || !outcome.ok)) break;
  }
  return out;
}

function planOne(
  item: PlanItem,
  current: (key: string) => AccountRow | undefined,
  priors: Map<string, Transfer>,
  now: Date,
  out: Plan,
  checkBalances: boolean,
): PlanOutcome {
  const { input, phase } = item;
  const debit = current(input.debitAccountKey);
  const credit = current(input.creditAccountKey);
  const prior = priors.get(input.key);
  if (prior) return replay(prior, replayFields(item, debit, credit));
  if (!debit) return { ok: false, status: 'account_not_found', accountKey: input.debitAccountKey };
  if (!credit) return { ok: false, status: 'account_not_found', accountKey: input.creditAccountKey };
  let userId: string | null;
  try {
    userId = memberOf(input, debit, credit);
  } catch (error) {
    return error as Error;
  }
  const refusal = checkBalances && balanceRefusal(phase, input.amountMicros, debit, credit);
  if (refusal) return refusal;
  const step = counterDeltas(phase, input.amountMicros);
  if (checkBalances) {
    out.running.set(debit.id, applyDeltas(debit, step.debit));
    out.running.set(credit.id, applyDeltas(credit, step.credit));
  }
  out.deltas.set(debit.id, addDeltas(out.deltas.get(debit.id) ?? noDeltas, step.debit));
  out.deltas.set(credit.id, addDeltas(out.deltas.get(credit.id) ?? noDeltas, step.credit));
  const row: Transfer = {
    id: newId(),
    key: input.key,
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amount: input.amountMicros,
    phase,
    pendingId: null,
    type: input.type,
    userId,
    description: input.description,
    metadata: input.metadata ?? {},
    correctsId: input.correctsId ?? null,
    createdAt: now,
  };
  out.fresh.push(row);
  priors.set(row.key, row);
  return { ok: true, status: 'created', transfer: row };
}

/**
 * Plans without reading counters, for the one-statement write (ledger.post.ts): the accounts'
 * fixed attributes (id, owner, guard) suffice, and the database checks the balance rules as it
 * writes (the guard and non-negative CHECKs, bigint overflow); any refusal there sends the plan
 * back to `plan`. Answers undefined when that would not be exact: an unknown account, a key used
 * twice, or a guarded account both credited and debited here (its final balance could pass where
 * a step in input order would not).
 */
export function planBlind(items: PlanItem[], known: Map<string, AccountRow>, now: Date): Plan | undefined {
  const keys = new Set<string>();
  const debited = new Set<string>();
  const credited = new Set<string>();
  for (const { input, phase } of items) {
    const debit = known.get(input.debitAccountKey);
    const credit = known.get(input.creditAccountKey);
    if (!debit || !credit || keys.has(input.key)) return undefined;
    keys.add(input.key);
    if (debit.guarded) debited.add(debit.id);
    if (credit.guarded && phase === 'single') credited.add(credit.id);
  }
  if ([...debited].some((id) => credited.has(id))) return undefined;
  const out: Plan = { outcomes: [], fresh: [], deltas: new Map(), running: new Map() };
  for (const item of items)
    out.outcomes.push(planOne(item, (key) => known.get(key), new Map(), now, out, false));
  return out;
}
