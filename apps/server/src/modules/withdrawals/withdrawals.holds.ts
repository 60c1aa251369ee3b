import assert from 'node:assert/strict';
import { formatMicros, type Network } from '@nova/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type LedgerService,
  memberAccountKey,
  systemAccountKey,
  type TransferResult,
} from '../ledger/index.ts';
import type { WithdrawalRow } from './withdrawals.repo.ts';

/**
 * The ledger side of a withdrawal (the flow documented with the chart of accounts): a request
 * holds the whole amount, member → payouts_in_flight (WITHDRAWAL). Completion posts the hold and,
 * in the same transaction, moves the fee payouts_in_flight → withdrawal_fees (WITHDRAWAL_FEE) and
 * the net payouts_in_flight → custody of the network (PAYOUT), so payouts_in_flight returns to
 * zero. Rejection and failure void the hold and the member has the funds back, exactly.
 * Every key derives from the withdrawal id and its hold generation: a retry moves nothing twice.
 */
type HeldWithdrawal = Pick<
  WithdrawalRow,
  'id' | 'userId' | 'source' | 'network' | 'currency' | 'amount' | 'fee' | 'walletAddress' | 'holdGeneration'
>;

export function holdKey(row: Pick<WithdrawalRow, 'id' | 'holdGeneration'>): string {
  return `withdrawal:${row.id}:hold:${row.holdGeneration}`;
}

export function sourceAccountKey(row: Pick<WithdrawalRow, 'userId' | 'source'>): string {
  return memberAccountKey(row.userId, row.source === 'DEPOSIT' ? 'deposit' : 'earnings');
}

const sourceLabels: Record<string, string> = { EARNINGS: 'withdrawable', DEPOSIT: 'deposit' };

function expectOk(result: TransferResult, what: string): void {
  assert.ok(result.ok, `${what} refused: ${result.ok ? '' : result.status}`);
}

/** Places the hold; a balance that cannot cover it is a 422 and the caller's transaction rolls back. */
export async function placeHold(ledger: LedgerService, tx: DbOrTx, row: HeldWithdrawal): Promise<void> {
  const result = await ledger.createPending(
    {
      key: holdKey(row),
      debitAccountKey: sourceAccountKey(row),
      creditAccountKey: systemAccountKey('payouts_in_flight'),
      amountMicros: row.amount,
      type: 'WITHDRAWAL',
      description: `Withdrawal of ${formatMicros(row.amount)} ${row.currency} (${row.network})`,
      userId: row.userId,
      metadata: { withdrawalId: row.id, source: row.source },
    },
    tx,
  );
  if (!result.ok && result.status === 'exceeds_credits') {
    const available = formatMicros(result.availableMicros);
    throw new AppError(
      'INSUFFICIENT_FUNDS',
      `Amount exceeds the available ${sourceLabels[row.source]} balance (${available})`,
      [{ path: 'amount', msg: `At most ${available} is available` }],
    );
  }
  expectOk(result, `hold for withdrawal ${row.id}`);
}

async function pendingId(ledger: LedgerService, tx: DbOrTx, row: HeldWithdrawal): Promise<string> {
  const hold = await ledger.getTransferByKey(holdKey(row), tx);
  assert.ok(hold && hold.phase === 'pending', `withdrawal ${row.id} has no hold ${holdKey(row)}`);
  return hold.id;
}

/** Gives the held funds back to the member (rejection, failure, or before a re-hold). */
export async function voidHold(ledger: LedgerService, tx: DbOrTx, row: HeldWithdrawal): Promise<void> {
  const id = await pendingId(ledger, tx, row);
  expectOk(await ledger.voidPending({ key: `${holdKey(row)}:void`, pendingId: id }, tx), 'void');
}

/** Posts the hold and splits it into the fee kept and the net paid out on the request's network. */
export async function completeHold(ledger: LedgerService, tx: DbOrTx, row: HeldWithdrawal): Promise<void> {
  const id = await pendingId(ledger, tx, row);
  expectOk(await ledger.postPending({ key: `${holdKey(row)}:post`, pendingId: id }, tx), 'post');
  const metadata = { withdrawalId: row.id };
  if (row.fee > 0n) {
    const fee = await ledger.transfer(
      {
        key: `withdrawal:${row.id}:fee`,
        debitAccountKey: systemAccountKey('payouts_in_flight'),
        creditAccountKey: systemAccountKey('withdrawal_fees'),
        amountMicros: row.fee,
        type: 'WITHDRAWAL_FEE',
        description: `Fee on withdrawal ${row.id}`,
        userId: row.userId,
        metadata,
      },
      tx,
    );
    expectOk(fee, 'fee transfer');
  }
  const payout = await ledger.transfer(
    {
      key: `withdrawal:${row.id}:payout`,
      debitAccountKey: systemAccountKey('payouts_in_flight'),
      creditAccountKey: systemAccountKey('custody', row.network as Network),
      amountMicros: row.amount - row.fee,
      type: 'PAYOUT',
      description: `Payout of ${formatMicros(row.amount - row.fee)} ${row.currency} to ${row.walletAddress}`,
      userId: row.userId,
      metadata,
    },
    tx,
  );
  expectOk(payout, 'payout transfer');
}
