import assert from 'node:assert/strict';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { ensureSystemAccounts, openMemberAccounts, systemAccountSpecs, unopened } from './ledger.accounts.ts';
import { writeTransfers } from './ledger.bulk.ts';
import { createGroupCommit } from './ledger.group-commit.ts';
import { findMemberFigures, type MemberFigures, memberFiguresWith } from './ledger.member-figures.ts';
import * as reads from './ledger.member-reads.ts';
import { type PlanItem, type PlanOutcome, replay } from './ledger.planner.ts';
import { accountCacheOf, postChecked, postInOneStatement } from './ledger.post.ts';
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
  type Phase,
  type ReplayFields,
  withinGuard,
} from './ledger.rules.ts';
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

/** Groups in flight at once on PostgreSQL (each holds one pooled connection while it runs). */
const GROUPS_IN_FLIGHT_MAX = 4;
const GROUP_SIZE_MAX = 500;

/**
 * The one way a balance changes (rule 4). A transfer made without a caller's transaction joins a
 * group that shares one (group commit, decision 007). When nothing needs reading first, one
 * statement checks and writes the whole group; otherwise its transaction locks the accounts,
 * member accounts first and system accounts last, each in id order, the planner checks every
 * transfer in order (key replay, accounts, hold state, overflow, guard), and one statement inserts
 * the transfers and bumps the counters. Each function takes an optional `tx`, so a caller can
 * compose several transfers with its own rows in one transaction; a refusal writes nothing, so the
 * caller may carry on or roll back.
 */
export function createLedgerService(deps: Pick<ModuleDeps, 'database' | 'clock'>) {
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

  /**
   * Requests made without a caller's transaction share one (group commit): under load one commit
   * carries many transfers, and a hot system account is locked once per group, not per transfer.
   * PGlite runs one transaction at a time, so there one group is in flight.
   */
  const cache = accountCacheOf(db);
  const groups = createGroupCommit<PlanItem, TransferResult>(
    {
      groupsInFlightMax: deps.database.kind === 'pglite' ? 1 : GROUPS_IN_FLIGHT_MAX,
      groupSizeMax: GROUP_SIZE_MAX,
    },
    ({ input }) => [input.debitAccountKey, input.creditAccountKey],
    runGroup,
  );

  /**
   * One group, one transaction. A refusal or programmer error concerns its own transfer only; if the
   * transaction itself fails (a key taken meanwhile, a deadlock with a caller's transaction, a lost
   * connection), each transfer is tried again alone, so a failure reaches only the transfer it is about.
   */
  async function runGroup(items: PlanItem[]): Promise<PlanOutcome[]> {
    const now = deps.clock.now();
    try {
      // Outside a transaction the one statement commits alone, or fails and writes nothing.
      const fast = await postInOneStatement(db, items, now, cache).catch(() => undefined);
      if (fast) return fast;
      return await db.transaction((ex) => postChecked(ex, items, now, false, cache));
    } catch (error) {
      if (items.length === 1) return [error instanceof Error ? error : new Error(String(error))];
      const outcomes: PlanOutcome[] = [];
      for (const item of items) outcomes.push(...(await runGroup([item])));
      return outcomes;
    }
  }

  /** Inserts the resolution and bumps both counters; a key taken meanwhile by another transaction is a replay. */
  async function commit(
    ex: DbOrTx,
    row: Transfer,
    debit: AccountRow,
    credit: AccountRow,
    candidate: Partial<ReplayFields>,
  ): Promise<TransferResult> {
    const deltas = counterDeltas(row.phase as Phase, row.amount);
    const written = await writeTransfers(
      ex,
      [row],
      new Map([
        [debit.id, deltas.debit],
        [credit.id, deltas.credit],
      ]),
      true,
      [debit, credit],
    );
    if (written.length === 0) {
      const winner = await repo.findTransferByKey(ex, row.key);
      assert.ok(winner, `transfer key ${row.key} conflicted but cannot be read`);
      return replay(winner, candidate);
    }
    const debitAfter = written.find((account) => account.id === debit.id);
    const creditAfter = written.find((account) => account.id === credit.id);
    // Postconditions: the counters moved by exactly this transfer under our lock, within the guard.
    assert.deepEqual(debitAfter, applyDeltas(debit, deltas.debit), `debit account ${debit.key} drifted`);
    assert.deepEqual(creditAfter, applyDeltas(credit, deltas.credit), `credit account ${credit.key} drifted`);
    assert.ok(withinGuard(debitAfter) && withinGuard(creditAfter), 'a guarded account went negative');
    return { ok: true, status: 'created', transfer: row };
  }

  /** A single-phase transfer or a hold: alone in the caller's transaction, else in a group. */
  async function open(
    phase: 'single' | 'pending',
    input: TransferInput,
    tx?: DbOrTx,
  ): Promise<TransferResult> {
    assertTransferInput(input);
    if (!tx) return groups.submit({ phase, input });
    const [outcome] = await postChecked(tx, [{ phase, input }], deps.clock.now(), false, cache);
    assert.ok(outcome, 'a planned transfer has an outcome');
    if (outcome instanceof Error) throw outcome;
    return outcome;
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
      const [row] = await repo.findAccountsByKey(tx ?? db, [accountKey]);
      if (row) return balanceOf(row);
      const spec = systemAccountSpecs.find((candidate) => candidate.key === accountKey);
      return spec && balanceOf(unopened(spec));
    },

    /** The member's money figures (wallet, upgrade options): balances and totals in one query, so one snapshot. */
    async memberFigures(userId: string, tx?: DbOrTx): Promise<MemberFigures> {
      const found = (await findMemberFigures(tx ?? db, [userId])).get(userId);
      if (!found) throw new Error(`member ${userId} has no ledger accounts`);
      return found;
    },
    /**
     * A reader of one member's figures with another module's column beside them, in one
     * statement named `name` (see memberFiguresWith): built once, called per request.
     */
    memberFiguresWith<Extra>(name: string, extra: (member: SQL) => SQL<Extra>) {
      const read = memberFiguresWith(name, extra);
      return async (userId: string, tx?: DbOrTx): Promise<{ figures: MemberFigures; extra: Extra }> => {
        const found = await read(tx ?? db, userId);
        if (!found) throw new Error(`member ${userId} has no ledger accounts`);
        return found;
      };
    },
    memberBalances: (userId: string, tx?: DbOrTx): Promise<MemberBalances> =>
      reads.memberBalances(tx ?? db, userId),
    /** The figures of many members at once, by member id (admin lists and exports). */
    membersFigures: (userIds: string[], tx?: DbOrTx) => findMemberFigures(tx ?? db, userIds),
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
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
