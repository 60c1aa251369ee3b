import assert from 'node:assert/strict';
import type { DbOrTx } from '../../db/client.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { type MemberPayments, type PaidTransfer, payMembers } from './ledger.member-payments.ts';
import { accountCacheOf, postChecked, postInOneStatement } from './ledger.post.ts';
import { assertTransferInput } from './ledger.rules.ts';
import type { Transfer, TransferInput, TransferRefusal } from './ledger.types.ts';

/**
 * Many single-phase transfers in one step, for jobs that pay many members at once (settlement of
 * earning sessions). Planned by the same planner as a single transfer (ledger.planner.ts), in
 * input order against running counters: the accounts are locked once; a key already used is a
 * replay; the first refusal stops the batch and names its index, so the caller may retry with the
 * leading transfers that fit. Nothing is written unless every transfer given is accepted.
 * Set-based writes make a batch of a thousand cost as many statements as one transfer; when
 * nothing needs reading first, one statement (ledger.post.ts). When the payer's rows can be read
 * by the database itself, `payMembers` is cheaper still, and transferMany names what it refused.
 */
export type BatchResult =
  | { ok: true; transfers: Transfer[] }
  | { ok: false; index: number; refusal: TransferRefusal };

export function createLedgerBatch(deps: Pick<ModuleDeps, 'database' | 'clock'>) {
  const cache = accountCacheOf(deps.database.db);
  return {
    /** Single-phase transfers in the caller's transaction; see the module comment. */
    async transferMany(inputs: TransferInput[], tx: DbOrTx): Promise<BatchResult> {
      if (inputs.length === 0) return { ok: true, transfers: [] };
      for (const input of inputs) assertTransferInput(input);
      const keys = inputs.map((input) => input.key);
      assert.equal(new Set(keys).size, keys.length, 'a batch names each transfer key once');
      const items = inputs.map((input) => ({ phase: 'single' as const, input }));
      const now = deps.clock.now();
      // The one statement runs under a savepoint, so a refusal by the database undoes only it.
      const fast = await tx
        .transaction((savepoint) => postInOneStatement(savepoint, items, now, cache))
        .catch(() => undefined);
      const outcomes = fast ?? (await postChecked(tx, items, now, true, cache));
      const transfers: Transfer[] = [];
      for (const [index, outcome] of outcomes.entries()) {
        if (outcome instanceof Error) throw outcome;
        if (!outcome.ok) return { ok: false, index, refusal: outcome };
        transfers.push(outcome.transfer);
      }
      return { ok: true, transfers };
    },

    /** Payments from one system account to many members, read from the payer's rows; see ledger.member-payments.ts. */
    payMembers(
      payments: MemberPayments,
      savepoint: DbOrTx,
      alongside: (paid: PaidTransfer[]) => Promise<void>,
    ): Promise<PaidTransfer[]> {
      return payMembers(savepoint, payments, deps.clock.now(), alongside);
    },
  };
}

export type LedgerBatch = ReturnType<typeof createLedgerBatch>;
