import assert from 'node:assert/strict';
import { formatMicros, type Network } from '@nova/contracts';
import type { Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type LedgerService, memberAccountKey, systemAccountKey } from '../ledger/index.ts';
import {
  closeOtherClaims,
  type DepositRow,
  lockDeposit,
  lockTransfer,
  type NewDeposit,
  updateDeposit,
} from './deposits.repo.ts';

/**
 * Crediting a deposit (rule 4: a confirmation credits the member's deposit account once): in the
 * caller's transaction, with the deposit row locked, one ledger transfer custody(network) →
 * member deposit of type DEPOSIT, keyed by network + transaction hash + log index (hosted:
 * by invoice), then the row becomes CONFIRMED and the other pending claims of the same transfer
 * are closed as FAILED (decision 017). Safe to call twice: the second call finds the row
 * confirmed, and the ledger key would replay in any case.
 */
export interface CreditFacts {
  amountMicros: bigint;
  blockNumber?: bigint | null;
  blockHash?: string | null;
  confirmations?: number;
  confirmationsRequired?: number | null;
  adminNotes?: string | null;
}

export type CreditOutcome =
  | { status: 'credited'; deposit: DepositRow; before: DepositRow }
  | { status: 'already-confirmed'; deposit: DepositRow }
  /** The deposit is FAILED or EXPIRED, or its transfer was credited through another deposit. */
  | { status: 'refused'; deposit: DepositRow; reason: string };

export function depositLedgerKey(
  row: Pick<DepositRow, 'network' | 'transactionHash' | 'logIndex' | 'source'>,
  invoiceId?: string,
): string {
  if (row.source === 'HOSTED') {
    assert.ok(invoiceId, 'a hosted deposit is keyed by its invoice');
    return `deposit:hosted:${invoiceId}`;
  }
  assert.ok(
    row.network && row.transactionHash && row.logIndex !== null,
    'an on-chain deposit needs its transfer',
  );
  return `deposit:${row.network}:${row.transactionHash}:${row.logIndex}`;
}

/** Told of each credit inside its transaction (the member's email, rule 43). */
export type OnCredited = (tx: Tx, deposit: DepositRow) => Promise<void>;

export function createCrediting(deps: { clock: Clock; ledger: LedgerService; onCredited?: OnCredited }) {
  const { clock, ledger } = deps;

  /**
   * Credits a deposit. `allowFrom` lists the statuses it may leave (PENDING; a hosted invoice the
   * provider settles late may also leave EXPIRED or FAILED: money received is always credited).
   */
  async function credit(
    tx: Tx,
    depositId: string,
    facts: CreditFacts,
    options: { allowFrom?: DepositRow['status'][]; invoiceId?: string } = {},
  ): Promise<CreditOutcome> {
    const before = await lockDeposit(tx, depositId);
    assert.ok(before, `deposit ${depositId} not found`);
    // Already held by every caller that locks deposit rows first; taking it again is free.
    if (before.network && before.transactionHash && before.logIndex !== null)
      await lockTransfer(tx, before.network, before.transactionHash, before.logIndex);
    if (before.status === 'CONFIRMED') return { status: 'already-confirmed', deposit: before };
    const allowFrom = options.allowFrom ?? ['PENDING'];
    if (!allowFrom.includes(before.status)) {
      return { status: 'refused', deposit: before, reason: `The deposit is ${before.status}` };
    }
    const result = await ledger.transfer(
      {
        key: depositLedgerKey(before, options.invoiceId),
        debitAccountKey: before.network
          ? systemAccountKey('custody', before.network as Network)
          : systemAccountKey('btc_custody'),
        creditAccountKey: memberAccountKey(before.userId, 'deposit'),
        amountMicros: facts.amountMicros,
        type: 'DEPOSIT',
        description: describe(before, facts.amountMicros),
        metadata: { depositId, transactionHash: before.transactionHash, logIndex: before.logIndex },
      },
      tx,
    );
    // A key taken by another deposit's transfer: this on-chain transfer was already credited
    // through another deposit (one transfer is credited at most once).
    const elsewhere = result.ok
      ? result.status === 'exists' &&
        (result.transfer.metadata as { depositId?: string }).depositId !== depositId
      : result.status === 'exists_with_different_fields';
    if (elsewhere) {
      const failed = await updateDeposit(tx, depositId, {
        status: 'FAILED',
        adminNotes: 'This transfer was already credited through another deposit.',
        updatedAt: clock.now(),
        nextCheckAt: null,
      });
      return {
        status: 'refused',
        deposit: failed,
        reason: 'This transaction has already been used for a deposit',
      };
    }
    if (!result.ok) throw new Error(`deposit credit refused by the ledger: ${result.status}`);
    const now = clock.now();
    const changes: Partial<NewDeposit> = {
      status: 'CONFIRMED',
      amountMicros: facts.amountMicros,
      ledgerTransferId: result.transfer.id,
      confirmedAt: now,
      updatedAt: now,
      nextCheckAt: null,
    };
    if (facts.blockNumber !== undefined) changes.blockNumber = facts.blockNumber;
    if (facts.blockHash !== undefined) changes.blockHash = facts.blockHash;
    if (facts.confirmations !== undefined) changes.confirmations = facts.confirmations;
    if (facts.confirmationsRequired !== undefined)
      changes.confirmationsRequired = facts.confirmationsRequired;
    if (facts.adminNotes !== undefined) changes.adminNotes = facts.adminNotes;
    const deposit = await updateDeposit(tx, depositId, changes);
    await closeOtherClaims(tx, deposit, now);
    await deps.onCredited?.(tx, deposit);
    return { status: 'credited', deposit, before };
  }

  return { credit };
}

export type Crediting = ReturnType<typeof createCrediting>;

function describe(row: DepositRow, amountMicros: bigint): string {
  const where = row.network ? ` on ${row.network}` : ' (hosted checkout)';
  return `Deposit of ${formatMicros(amountMicros)} ${row.currency}${where}`;
}
