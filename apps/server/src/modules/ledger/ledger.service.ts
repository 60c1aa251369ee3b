import assert from 'node:assert/strict';
import type { AppDeps } from '../../app-types.ts';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { ensureSystemAccounts, openMemberAccounts, systemAccountSpecs, unopened } from './ledger.accounts.ts';
import * as reads from './ledger.member-reads.ts';
import * as repo from './ledger.repo.ts';
import {
  applyDeltas,
  assertDescription,
  assertKey,
  assertTransferInput,
  assertUuid,
  balanceOf,
  balanceRefusal,
  counterDeltas,
  differentFields,
  memberOf,
  type Phase,
  type ReplayFields,
  withinGuard,
} from './ledger.rules.ts';
import { readSystemFigures, type SystemFigures } from './ledger.system-reads.ts';
import type {
  AccountBalance,
  AccountRow,
  MemberBalances,
  MemberTotal,
  MemberTransfer,
  ResolvePendingInput,
  Transfer,
  TransferInput,
  TransferResult,
} from './ledger.types.ts';

/**
 * The one way a balance changes (DESIGN.md §3 Ledger, STYLE.md §4). Every operation, in one SQL
 * transaction: lock the two accounts FOR UPDATE in id order, check the rules in a fixed order
 * (key replay, accounts, hold state, overflow, guard), insert the transfer, bump the counters.
 * Each function takes an optional `tx`, so a caller can compose several transfers with its own
 * rows in one transaction; a refusal writes nothing, so the caller may carry on or roll back.
 */
export function createLedgerService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  const run = <T>(tx: DbOrTx | undefined, work: (ex: DbOrTx) => Promise<T>): Promise<T> =>
    tx ? work(tx) : db.transaction((inner) => work(inner));
  /** Reads that belong together (a balance and its totals, a page and its count) see one snapshot. */
  const snapshot = <T>(tx: DbOrTx | undefined, work: (ex: DbOrTx) => Promise<T>): Promise<T> =>
    tx
      ? work(tx)
      : db.transaction((inner) => work(inner), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        });

  /** Locks accounts by key in id order; missing system accounts are opened on first use. */
  async function lockAccounts(ex: DbOrTx, keys: string[]): Promise<Map<string, AccountRow>> {
    let rows = await repo.findAccountsByKey(ex, keys, true);
    const missing = keys.filter((key) => !rows.some((row) => row.key === key));
    if (missing.some((key) => systemAccountSpecs.some((spec) => spec.key === key))) {
      await ensureSystemAccounts(ex);
      rows = await repo.findAccountsByKey(ex, keys, true);
    }
    return new Map(rows.map((row) => [row.key, row]));
  }

  function replay(existing: Transfer, candidate: Partial<ReplayFields>): TransferResult {
    const fields = differentFields(existing, candidate);
    if (fields.length > 0)
      return { ok: false, status: 'exists_with_different_fields', transfer: existing, fields };
    return { ok: true, status: 'exists', transfer: existing };
  }

  /** Inserts and bumps both counters; a key taken meanwhile by another transaction is a replay. */
  async function commit(
    ex: DbOrTx,
    row: Transfer,
    debit: AccountRow,
    credit: AccountRow,
    candidate: Partial<ReplayFields>,
  ): Promise<TransferResult> {
    const inserted = await repo.insertTransfer(ex, row);
    if (!inserted) {
      const winner = await repo.findTransferByKey(ex, row.key);
      assert.ok(winner, `transfer key ${row.key} conflicted but cannot be read`);
      return replay(winner, candidate);
    }
    const deltas = counterDeltas(row.phase as Phase, row.amount);
    const debitAfter = await repo.addToCounters(ex, debit.id, deltas.debit);
    const creditAfter = await repo.addToCounters(ex, credit.id, deltas.credit);
    // Postconditions: the counters moved by exactly this transfer under our lock, within the guard.
    assert.deepEqual(debitAfter, applyDeltas(debit, deltas.debit), `debit account ${debit.key} drifted`);
    assert.deepEqual(creditAfter, applyDeltas(credit, deltas.credit), `credit account ${credit.key} drifted`);
    assert.ok(withinGuard(debitAfter) && withinGuard(creditAfter), 'a guarded account went negative');
    return { ok: true, status: 'created', transfer: inserted };
  }

  /** A single-phase transfer or a hold. */
  async function open(
    phase: 'single' | 'pending',
    input: TransferInput,
    tx?: DbOrTx,
  ): Promise<TransferResult> {
    assertTransferInput(input);
    return run(tx, async (ex) => {
      const locked = await lockAccounts(ex, [input.debitAccountKey, input.creditAccountKey]);
      const debit = locked.get(input.debitAccountKey);
      const credit = locked.get(input.creditAccountKey);
      const candidate: Partial<ReplayFields> = {
        phase,
        debitAccountId: debit?.id ?? 'missing',
        creditAccountId: credit?.id ?? 'missing',
        amount: input.amountMicros,
        type: input.type,
        correctsId: input.correctsId ?? null,
        userId: input.userId,
      };
      const existing = await repo.findTransferByKey(ex, input.key);
      if (existing) return replay(existing, candidate);
      if (!debit) return { ok: false, status: 'account_not_found', accountKey: input.debitAccountKey };
      if (!credit) return { ok: false, status: 'account_not_found', accountKey: input.creditAccountKey };
      const userId = memberOf(input, debit, credit);
      const refusal = balanceRefusal(phase, input.amountMicros, debit, credit);
      if (refusal) return refusal;
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
        createdAt: deps.clock.now(),
      };
      return commit(ex, row, debit, credit, candidate);
    });
  }

  /** Posts or voids a hold in full, between the hold's own accounts, at most once. */
  async function resolve(
    phase: 'post_pending' | 'void_pending',
    input: ResolvePendingInput,
    tx?: DbOrTx,
  ): Promise<TransferResult> {
    assertKey(input.key);
    assertUuid(input.pendingId, 'pendingId');
    if (input.description !== undefined) assertDescription(input.description);
    return run(tx, async (ex) => {
      const pending = await repo.findTransferById(ex, input.pendingId);
      const locked = pending
        ? await repo.lockAccountsById(ex, [pending.debitAccountId, pending.creditAccountId])
        : [];
      const candidate: Partial<ReplayFields> = { phase, pendingId: input.pendingId };
      const existing = await repo.findTransferByKey(ex, input.key);
      if (existing) return replay(existing, candidate);
      if (!pending) return { ok: false, status: 'pending_transfer_not_found' };
      if (pending.phase !== 'pending') return { ok: false, status: 'pending_transfer_not_pending' };
      const resolution = await repo.findResolution(ex, pending.id);
      if (resolution?.phase === 'post_pending')
        return { ok: false, status: 'pending_transfer_already_posted' };
      if (resolution?.phase === 'void_pending')
        return { ok: false, status: 'pending_transfer_already_voided' };
      const debit = locked.find((row) => row.id === pending.debitAccountId);
      const credit = locked.find((row) => row.id === pending.creditAccountId);
      assert.ok(debit && credit, `the accounts of hold ${pending.id} are missing`);
      const refusal = balanceRefusal(phase, pending.amount, debit, credit);
      if (refusal) return refusal;
      const row: Transfer = {
        ...pending,
        id: newId(),
        key: input.key,
        phase,
        pendingId: pending.id,
        description: input.description ?? pending.description,
        metadata: input.metadata ?? {},
        correctsId: null,
        createdAt: deps.clock.now(),
      };
      return commit(ex, row, debit, credit, candidate);
    });
  }

  return {
    transfer: (input: TransferInput, tx?: DbOrTx) => open('single', input, tx),
    /** A hold: the amount is reserved on the debit account until posted or voided. */
    createPending: (input: TransferInput, tx?: DbOrTx) => open('pending', input, tx),
    postPending: (input: ResolvePendingInput, tx?: DbOrTx) => resolve('post_pending', input, tx),
    voidPending: (input: ResolvePendingInput, tx?: DbOrTx) => resolve('void_pending', input, tx),

    ensureSystemAccounts: (tx?: DbOrTx) => ensureSystemAccounts(tx ?? db),
    /** Opens the member's `deposit` and `earnings` accounts; call it inside the registration transaction. */
    openMemberAccounts: (userId: string, tx?: DbOrTx) => openMemberAccounts(tx ?? db, userId),

    /** Runs several reads in one consistent, read-only snapshot (or in the caller's transaction). */
    readConsistent: <T>(work: (tx: DbOrTx) => Promise<T>, tx?: DbOrTx) => snapshot(tx, work),

    getTransfer: (id: string, tx?: DbOrTx) => repo.findTransferById(tx ?? db, id),
    getTransferByKey: (key: string, tx?: DbOrTx) => repo.findTransferByKey(tx ?? db, key),

    /** An account's balance; a system account not opened yet has had no transfers, so it reads zero. */
    async balanceOf(accountKey: string, tx?: DbOrTx): Promise<AccountBalance | undefined> {
      const [row] = await repo.findAccountsByKey(tx ?? db, [accountKey], false);
      if (row) return balanceOf(row);
      const spec = systemAccountSpecs.find((candidate) => candidate.key === accountKey);
      return spec && balanceOf(unopened(spec));
    },

    memberBalances: (userId: string, tx?: DbOrTx): Promise<MemberBalances> =>
      reads.memberBalances(tx ?? db, userId),
    /** Balances and totals of many members at once (admin lists, referral trees). */
    membersLedger: (userIds: string[], tx?: DbOrTx) => reads.membersLedger(tx ?? db, userIds),
    /** Posted amounts into and out of the member's accounts, by account and type. */
    memberTotals: (userId: string, tx?: DbOrTx): Promise<MemberTotal[]> =>
      reads.memberTotals(tx ?? db, userId),
    /** The member's posted transfers, newest first, signed from the member's side. */
    memberTransfers: (
      userId: string,
      page: { limit: number; offset: number },
      tx?: DbOrTx,
    ): Promise<{ items: MemberTransfer[]; total: number }> =>
      snapshot(tx, (ex) => reads.memberTransfers(ex, userId, page)),
    /** Custody, member liabilities and member credits by type, read in one snapshot. */
    systemFigures: (tx?: DbOrTx): Promise<SystemFigures> => snapshot(tx, readSystemFigures),
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
