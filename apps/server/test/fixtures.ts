import { toMicros } from '@nova/contracts';
import { newId } from '../src/lib/ids.ts';
import { insertDeposits } from '../src/modules/deposits/deposits.repo.ts';
import { memberAccountKey, systemAccountKey } from '../src/modules/ledger/ledger.accounts.ts';
import type { TransferInput, TransferResult } from '../src/modules/ledger/ledger.types.ts';
import type { TestApp } from './test-app.ts';

/**
 * The ledger transfer of a confirmed on-chain deposit: custody on BEP20 to the member's `deposit`
 * account. `key` is fresh unless a test replays one.
 */
export function depositTransfer(
  userId: string,
  amount: string,
  key = `test-deposit:${newId()}`,
): TransferInput {
  return {
    key,
    debitAccountKey: systemAccountKey('custody', 'BEP20'),
    creditAccountKey: memberAccountKey(userId, 'deposit'),
    amountMicros: toMicros(amount),
    type: 'DEPOSIT',
    description: 'Deposit (test)',
  };
}

/** Credits a member's `deposit` account as a confirmed on-chain deposit would; anything but `created` fails. */
export async function depositFunds(t: TestApp, userId: string, amount: string): Promise<TransferResult> {
  const result = await t.app.services.ledger.transfer(depositTransfer(userId, amount));
  if (result.status !== 'created') throw new Error(`test deposit refused: ${result.status}`);
  return result;
}

/** A member known only to the ledger (accounts, no user row), with `amount` deposited. */
export async function fundedLedgerMember(t: TestApp, amount: string): Promise<string> {
  const userId = newId();
  await t.app.services.ledger.openMemberAccounts(userId);
  await depositFunds(t, userId, amount);
  return userId;
}

/** A pending hash claim by the member, as the deposit screen leaves one (written directly: no chain). */
export async function insertPendingClaim(t: TestApp, userId: string): Promise<string> {
  const id = newId();
  const now = t.clock.now();
  await insertDeposits(t.database.db, [
    {
      id,
      userId,
      source: 'HASH_CLAIM',
      status: 'PENDING',
      currency: 'USDT',
      network: 'BEP20',
      amountMicros: 40_000_000n,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  return id;
}
