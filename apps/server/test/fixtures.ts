import { createHash, randomBytes } from 'node:crypto';
import { toMicros } from '@nova/contracts';
import { newId } from '../src/lib/ids.ts';
import { sessions, users } from '../src/modules/auth/auth.tables.ts';
import { insertDeposits } from '../src/modules/deposits/deposits.repo.ts';
import { memberAccountKey, systemAccountKey } from '../src/modules/ledger/ledger.accounts.ts';
import type { TransferInput, TransferResult } from '../src/modules/ledger/ledger.types.ts';
import type { TestApp } from './test-app.ts';

/**
 * Members for tests, written straight to the database (no registration flow, no email): a user
 * row, the member's ledger accounts and a session whose bearer token is returned (send it with
 * `bearer()` from members.ts). Quicker than registering when a test is about something else.
 */
export interface TestMember {
  userId: string;
  token: string;
  email: string;
}

const SESSION_DAYS = 30;

export async function createMember(
  t: TestApp,
  options: { verified?: boolean; isAdmin?: boolean; fullName?: string } = {},
): Promise<TestMember> {
  const userId = newId();
  const suffix = randomBytes(5).toString('hex');
  const email = `member-${suffix}@example.com`;
  const token = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.database.db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      fullName: options.fullName ?? `Member ${suffix}`,
      email,
      // Not a real hash: these members never log in with a password, only with their token.
      passwordHash: 'test-fixture-without-password',
      referralCode: suffix.toUpperCase(),
      isAdmin: options.isAdmin ?? false,
      emailVerifiedAt: (options.verified ?? true) ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await t.app.services.ledger.openMemberAccounts(userId, tx);
    await tx.insert(sessions).values({
      id: newId(),
      userId,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
    });
  });
  return { userId, token, email };
}

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
