import {
  type CreateUsdtDepositResponse,
  formatMicros,
  type Network,
  type PreVerifyResponse,
  toMicros,
} from '@nova/contracts';
import type { Hash } from 'viem';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { ChainSettings } from '../chain/index.ts';
import type { Crediting } from './deposits.credit.ts';
import { messages, unusedClaimables } from './deposits.evaluate.ts';
import { type Inspection, type Inspector, takenLogIndexes, transferColumns } from './deposits.inspect.ts';
import {
  type DepositRow,
  findDeposit,
  insertDeposits,
  liveDepositsForTransaction,
  lockDeposit,
  lockTransfer,
  type NewDeposit,
  updateDeposit,
} from './deposits.repo.ts';
import { toDeposit } from './deposits.view.ts';

/**
 * A member's claim of a transfer by its hash (rules 17, 19 and 21).
 * The chain is read first, outside any transaction; the rows are then written and, when the
 * transfer is final and needs no administrator, credited in one short transaction. A claim
 * reserves nothing (decision 017): several members may claim one transfer, and only a transfer
 * already credited, or already claimed by the same member, answers 409.
 */
export interface ClaimInput {
  amount: string;
  network: Network;
  transactionHash: Hash;
}

export function createClaims(deps: {
  database: Database;
  clock: Clock;
  settings: ChainSettings;
  inspector: Inspector;
  crediting: Crediting;
}) {
  const { database, clock, settings, inspector, crediting } = deps;
  const { db } = database;

  /** The transfers of the hash neither credited nor claimed by this member yet; none left is a 409. */
  async function unusedOf(userId: string, inspection: Inspection, hash: Hash, exceptId?: string) {
    const taken = await takenLogIndexes(db, inspection.network, hash, userId, exceptId);
    return unusedClaimables(inspection.claimable, taken);
  }

  async function claimable(userId: string, input: Omit<ClaimInput, 'amount'>, exceptId?: string) {
    const inspection = await inspector.inspect(userId, input.transactionHash, input.network);
    return { inspection, unused: await unusedOf(userId, inspection, input.transactionHash, exceptId) };
  }

  async function preVerify(userId: string, input: Omit<ClaimInput, 'amount'>): Promise<PreVerifyResponse> {
    const { inspection, unused } = await claimable(userId, input);
    const [first] = unused;
    if (!first) throw new AppError('CONFLICT', messages.alreadyUsed);
    const total = unused.reduce((sum, item) => sum + item.transfer.amountMicros, 0n);
    return {
      valid: true,
      foundOnNetwork: inspection.network,
      requestedNetwork: input.network,
      networkWarning: inspection.networkWarning,
      amount: formatMicros(total),
      currency: first.transfer.token,
      senderAddress: first.transfer.from,
      recipientAddress: first.transfer.to,
      confirmations: inspection.lookup.confirmations,
      confirmationsRequired: inspection.lookup.confirmationsRequired,
      isConfirmed: inspection.lookup.isFinal,
      requiresReview: unused.some((item) => item.reviewRequired),
    };
  }

  /**
   * The answer says whether it created deposits (201) or names the member's own deposits the
   * watcher credited first (200): the member sees the same outcome either way.
   */
  async function create(userId: string, input: ClaimInput): Promise<ClaimOutcome> {
    const inspection = await inspector.inspect(userId, input.transactionHash, input.network);
    try {
      return { created: true, answer: answer(await claimUnused(userId, input, inspection), inspection) };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
      const credited = await creditedByWatcher(userId, inspection, input.transactionHash);
      if (!credited) throw error;
      return { created: false, answer: answer(credited, inspection) };
    }
  }

  async function claimUnused(userId: string, input: ClaimInput, inspection: Inspection) {
    const now = clock.now();
    const rows = (await unusedOf(userId, inspection, input.transactionHash)).map((item) => ({
      id: newId(),
      userId,
      source: 'HASH_CLAIM',
      status: 'PENDING',
      requestedAmountMicros: toMicros(input.amount),
      createdAt: now,
      updatedAt: now,
      ...transferColumns(item, inspection.lookup),
    }));
    return writeAndCredit(rows, inspection);
  }

  /**
   * A transfer to the member's personal address is credited by the watcher as soon as it is final
   * (rule 18), so a member who pastes its hash a moment later finds it taken. When every transfer
   * of the hash is already on the member's balance that way, the claim has nothing left to do and
   * is answered with those deposits instead of a refusal.
   */
  async function creditedByWatcher(
    userId: string,
    inspection: Inspection,
    hash: Hash,
  ): Promise<DepositRow[] | null> {
    const live = await liveDepositsForTransaction(db, inspection.network, hash);
    const held = inspection.claimable.map((item) =>
      live.find((row) => row.logIndex === item.transfer.logIndex && row.status === 'CONFIRMED'),
    );
    const own = (row: DepositRow | undefined): row is DepositRow =>
      row?.userId === userId && row.source === 'PERSONAL_ADDRESS' && row.status === 'CONFIRMED';
    return held.length > 0 && held.every(own) ? held : null;
  }

  function answer(written: DepositRow[], inspection: Inspection): CreateUsdtDepositResponse {
    const autoConfirmed = written.every((row) => row.status === 'CONFIRMED');
    const [deposit] = written;
    if (!deposit) throw new Error('a claim wrote no deposit');
    return {
      success: true,
      message: autoConfirmed ? 'Deposit confirmed and credited' : claimPendingMessage(written),
      deposit: toDeposit(deposit, settings),
      deposits: written.map((row) => toDeposit(row, settings)),
      autoConfirmed,
      foundOnNetwork: inspection.network,
      networkWarning: inspection.networkWarning,
    };
  }

  async function writeAndCredit(rows: NewDeposit[], inspection: Inspection): Promise<DepositRow[]> {
    try {
      return await db.transaction(async (tx) => {
        const logIndexes = rows.flatMap((row) => (row.logIndex == null ? [] : [row.logIndex]));
        await lockUncredited(tx, inspection, logIndexes);
        const inserted = await insertDeposits(tx, rows);
        const result: DepositRow[] = [];
        for (const row of inserted) {
          if (!inspection.lookup.isFinal || row.reviewRequired) {
            result.push(row);
            continue;
          }
          const outcome = await crediting.credit(tx, row.id, { amountMicros: row.amountMicros });
          result.push(outcome.deposit);
        }
        return result;
      });
    } catch (error) {
      if (isTransferTaken(error)) throw new AppError('CONFLICT', messages.alreadyUsed);
      throw error;
    }
  }

  /** PATCH /deposit/{id}/transaction-hash: the member corrects the hash of an own PENDING claim. */
  async function updateHash(userId: string, depositId: string, hash: Hash): Promise<DepositRow> {
    const current = await findDeposit(db, depositId);
    if (!current || current.userId !== userId) throw new AppError('NOT_FOUND', 'Deposit not found');
    assertEditable(current);
    if (current.transactionHash === hash) return current;
    const network = (current.network ?? 'BEP20') as Network;
    const { inspection, unused } = await claimable(userId, { network, transactionHash: hash }, depositId);
    const [first] = unused;
    if (!first) throw new AppError('CONFLICT', messages.alreadyUsed);
    try {
      return await db.transaction(async (tx) => {
        await lockUncredited(tx, inspection, [first.transfer.logIndex]);
        const locked = await lockDeposit(tx, depositId);
        if (!locked) throw new AppError('NOT_FOUND', 'Deposit not found');
        assertEditable(locked);
        const row = await updateDeposit(tx, depositId, {
          ...transferColumns(first, inspection.lookup),
          nextCheckAt: null,
          updatedAt: clock.now(),
        });
        if (!inspection.lookup.isFinal || row.reviewRequired) return row;
        return (await crediting.credit(tx, row.id, { amountMicros: row.amountMicros })).deposit;
      });
    } catch (error) {
      if (isTransferTaken(error)) throw new AppError('CONFLICT', messages.alreadyUsed);
      throw error;
    }
  }

  return { preVerify, create, updateHash };
}

export type Claims = ReturnType<typeof createClaims>;

export interface ClaimOutcome {
  created: boolean;
  answer: CreateUsdtDepositResponse;
}

/**
 * Locks the transfers a claim is about to hold, in log order (no two claims wait on each other),
 * then refuses any credited meanwhile: under the lock, a committed credit is seen (decision 017).
 */
async function lockUncredited(tx: Tx, inspection: Inspection, logIndexes: number[]): Promise<void> {
  const hash = inspection.lookup.transactionHash.toLowerCase();
  for (const logIndex of [...logIndexes].sort((a, b) => a - b))
    await lockTransfer(tx, inspection.network, hash, logIndex);
  const credited = await takenLogIndexes(tx, inspection.network, hash, null);
  if (logIndexes.some((logIndex) => credited.has(logIndex)))
    throw new AppError('CONFLICT', messages.alreadyUsed);
}

/** The member already holds a live claim of the transfer, or it was credited meanwhile. */
export function isTransferTaken(error: unknown): boolean {
  const violated = violatedUniqueConstraint(error);
  return violated === 'deposits_claim_key' || violated === 'deposits_credited_key';
}

function assertEditable(row: DepositRow): void {
  if (row.source !== 'HASH_CLAIM') {
    throw new AppError('RULE_VIOLATION', 'Only the hash of a direct transfer deposit can be changed.');
  }
  if (row.status !== 'PENDING') {
    throw new AppError('CONFLICT', 'Only a PENDING deposit can have its transaction hash changed.');
  }
}

function claimPendingMessage(rows: DepositRow[]): string {
  if (rows.some((row) => row.reviewRequired)) {
    return 'Deposit recorded. It was sent to the shared company address, so an administrator will confirm it.';
  }
  return 'Deposit recorded. It will be credited once the transfer has enough confirmations.';
}
