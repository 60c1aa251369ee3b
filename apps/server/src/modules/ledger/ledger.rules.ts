import assert from 'node:assert/strict';
import {
  type AccountBalance,
  type AccountRow,
  type CounterDeltas,
  isMemberTransferType,
  isTransferType,
  type Transfer,
  type TransferInput,
  type TransferRefusal,
} from './ledger.types.ts';

/**
 * The ledger's rules as pure functions over locked account rows: what a phase does to the four
 * counters, which refusal applies (in TigerBeetle's fixed order), and the input assertions.
 */

export type Phase = 'single' | 'pending' | 'post_pending' | 'void_pending';

/** The largest value a BIGINT counter can hold. */
export const COUNTER_MAX = 2n ** 63n - 1n;
const KEY_LENGTH_MAX = 200;
const DESCRIPTION_LENGTH_MAX = 500;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account's fields a balance needs (member reads leave out the rest). */
export type AccountCounters = Omit<AccountRow, 'id' | 'createdAt'>;

/** Derives balances from the counters by the account's normal side (decision 003). */
export function balanceOf(row: AccountCounters): AccountBalance {
  const normalBalance = row.normalBalance === 'debit' ? 'debit' : 'credit';
  const credit = normalBalance === 'credit';
  const postedMicros = credit ? row.creditsPosted - row.debitsPosted : row.debitsPosted - row.creditsPosted;
  const heldMicros = credit ? row.debitsPending : row.creditsPending;
  return {
    key: row.key,
    kind: row.kind,
    userId: row.userId,
    normalBalance,
    guarded: row.guarded,
    debitsPending: row.debitsPending,
    debitsPosted: row.debitsPosted,
    creditsPending: row.creditsPending,
    creditsPosted: row.creditsPosted,
    postedMicros,
    availableMicros: postedMicros - heldMicros,
  };
}

const zero: CounterDeltas = { debitsPending: 0n, debitsPosted: 0n, creditsPending: 0n, creditsPosted: 0n };

/** What a transfer of `amount` in `phase` adds to its debit and its credit account. */
export function counterDeltas(phase: Phase, amount: bigint): { debit: CounterDeltas; credit: CounterDeltas } {
  switch (phase) {
    case 'single':
      return { debit: { ...zero, debitsPosted: amount }, credit: { ...zero, creditsPosted: amount } };
    case 'pending':
      return { debit: { ...zero, debitsPending: amount }, credit: { ...zero, creditsPending: amount } };
    case 'post_pending':
      return {
        debit: { ...zero, debitsPending: -amount, debitsPosted: amount },
        credit: { ...zero, creditsPending: -amount, creditsPosted: amount },
      };
    case 'void_pending':
      return { debit: { ...zero, debitsPending: -amount }, credit: { ...zero, creditsPending: -amount } };
  }
}

export function applyDeltas(row: AccountRow, deltas: CounterDeltas): AccountRow {
  return {
    ...row,
    debitsPending: row.debitsPending + deltas.debitsPending,
    debitsPosted: row.debitsPosted + deltas.debitsPosted,
    creditsPending: row.creditsPending + deltas.creditsPending,
    creditsPosted: row.creditsPosted + deltas.creditsPosted,
  };
}

function overflows(row: AccountRow): boolean {
  return [row.debitsPending, row.debitsPosted, row.creditsPending, row.creditsPosted].some(
    (counter) => counter > COUNTER_MAX,
  );
}

/**
 * The balance rules, checked in a fixed order on the locked rows: counter overflow on the debit
 * side, then the credit side, then the guard (posted + pending debits ≤ posted credits). Only
 * new debits can break the guard; posting or voiding a hold never does.
 */
export function balanceRefusal(
  phase: Phase,
  amount: bigint,
  debit: AccountRow,
  credit: AccountRow,
): TransferRefusal | undefined {
  const deltas = counterDeltas(phase, amount);
  const nextDebit = applyDeltas(debit, deltas.debit);
  if (overflows(nextDebit)) return { ok: false, status: 'overflows_debits', accountKey: debit.key };
  if (overflows(applyDeltas(credit, deltas.credit))) {
    return { ok: false, status: 'overflows_credits', accountKey: credit.key };
  }
  if (debit.guarded && !withinGuard(nextDebit)) {
    const availableMicros = debit.creditsPosted - debit.debitsPosted - debit.debitsPending;
    return { ok: false, status: 'exceeds_credits', accountKey: debit.key, availableMicros };
  }
  return undefined;
}

/** The rule the database's CHECK `ledger_accounts_guarded_never_negative` also enforces. */
export function withinGuard(row: AccountRow): boolean {
  return !row.guarded || row.debitsPending + row.debitsPosted <= row.creditsPosted;
}

/** The fields of a replay that must equal the original; description and metadata are only labels. */
export type ReplayFields = Pick<
  Transfer,
  'phase' | 'pendingId' | 'debitAccountId' | 'creditAccountId' | 'amount' | 'type' | 'correctsId'
> & { userId?: string | null };

export function differentFields(existing: Transfer, candidate: Partial<ReplayFields>): string[] {
  return (Object.keys(candidate) as (keyof ReplayFields)[]).filter(
    (field) => candidate[field] !== undefined && candidate[field] !== existing[field],
  );
}

/** Programmer errors: a caller that breaks these has a bug, so it fails loudly. */
export function assertTransferInput(input: TransferInput): void {
  assertKey(input.key);
  assert.equal(typeof input.amountMicros, 'bigint', 'amountMicros must be a bigint');
  assert.ok(input.amountMicros > 0n, `transfer ${input.key}: amount must be positive`);
  assert.notEqual(input.debitAccountKey, input.creditAccountKey, `transfer ${input.key}: same account twice`);
  assert.ok(isTransferType(input.type), `transfer ${input.key}: unknown type ${input.type}`);
  assertDescription(input.description);
  if (input.userId !== undefined) assert.match(input.userId, uuidPattern, 'userId must be a uuid');
  if (input.correctsId !== undefined)
    assert.match(input.correctsId, uuidPattern, 'correctsId must be a uuid');
}

export function assertKey(key: string): void {
  assert.ok(typeof key === 'string' && key.length > 0 && key.length <= KEY_LENGTH_MAX, 'bad transfer key');
}

export function assertUuid(value: string, name: string): void {
  assert.match(value, uuidPattern, `${name} must be a uuid`);
}

export function assertDescription(description: string): void {
  assert.ok(
    typeof description === 'string' &&
      description.trim() !== '' &&
      description.length <= DESCRIPTION_LENGTH_MAX,
    'a transfer needs a short description',
  );
}

/**
 * Member-facing types go with exactly one member account, system types with none, so every
 * movement of a member's money shows in their transaction list. Returns the member, if any.
 */
export function memberOf(input: TransferInput, debit: AccountRow, credit: AccountRow): string | null {
  const owners = [debit.userId, credit.userId].filter((owner) => owner !== null);
  if (isMemberTransferType(input.type)) {
    assert.equal(
      owners.length,
      1,
      `${input.type} transfer ${input.key} must touch exactly one member account`,
    );
  } else {
    assert.equal(owners.length, 0, `${input.type} transfer ${input.key} must not touch a member account`);
  }
  const owner = owners[0] ?? null;
  if (owner !== null && input.userId !== undefined) {
    assert.equal(
      input.userId,
      owner,
      `transfer ${input.key}: userId differs from the member account's owner`,
    );
  }
  return owner ?? input.userId ?? null;
}
