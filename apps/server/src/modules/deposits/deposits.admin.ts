import { formatMicros, type Network, type ProcessDepositResponse } from '@nova/contracts';
import type { Hash } from 'viem';
import type { Database, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../audit/index.ts';
import type { ChainSettings } from '../chain/index.ts';
import { findDepositWithUser } from './deposits.admin-repo.ts';
import { isTransferTaken } from './deposits.claims.ts';
import type { Crediting, CreditOutcome } from './deposits.credit.ts';
import { messages } from './deposits.evaluate.ts';
import type { HostedCheckout } from './deposits.hosted.ts';
import { type Inspection, type Inspector, takenLogIndexes, transferColumns } from './deposits.inspect.ts';
import { type DepositRow, findDeposit, lockDeposit, lockTransfer, updateDeposit } from './deposits.repo.ts';
import { toAdminDeposit } from './deposits.view.ts';

/**
 * An administrator approves or rejects a PENDING deposit (rules 19 and 20). Approval needs the
 * transfer found on chain, to our address, and final; it credits the on-chain amount (a hosted
 * deposit: its invoice amount) and closes the other pending claims of the same transfer as FAILED
 * (decision 017). Rejection makes it FAILED. Each happens
 * at most once (the row is locked and must still be PENDING) and is written to the audit log with
 * the state before and after, in the same transaction.
 */
export function createDepositAdmin(deps: {
  database: Database;
  clock: Clock;
  settings: ChainSettings;
  audit: AuditService;
  inspector: Inspector;
  crediting: Crediting;
  hosted: HostedCheckout;
}) {
  const { database, clock, settings, audit, inspector, crediting, hosted } = deps;
  const { db } = database;

  async function pendingOrThrow(id: string): Promise<DepositRow> {
    const row = await findDeposit(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'Deposit not found');
    if (row.status !== 'PENDING') throw new AppError('CONFLICT', `This deposit is already ${row.status}.`);
    return row;
  }

  /** Reads the chain for an approval: the transfer must be ours and final. */
  async function inspectForApproval(row: DepositRow, hash: Hash | undefined) {
    const transactionHash = hash ?? (row.transactionHash as Hash | null);
    if (!transactionHash)
      throw new AppError('RULE_VIOLATION', 'Enter the transaction hash of this deposit to approve it.');
    const requested = (row.network ?? undefined) as Network | undefined;
    const inspection = await inspector.inspect(row.userId, transactionHash, requested, {
      ignoreSenderProofs: true,
    });
    const { lookup } = inspection;
    if (!lookup.isFinal) {
      throw new AppError(
        'RULE_VIOLATION',
        `The transaction is not final yet (${lookup.confirmations} of ${lookup.confirmationsRequired} confirmations). Approve it once it is.`,
      );
    }
    const used = await takenLogIndexes(db, inspection.network, transactionHash, row.userId, row.id);
    const same = inspection.claimable.find(
      (item) => item.transfer.logIndex === row.logIndex && transactionHash === row.transactionHash,
    );
    const chosen = same ?? inspection.claimable.find((item) => !used.has(item.transfer.logIndex));
    if (!chosen) throw new AppError('CONFLICT', messages.alreadyUsed);
    return { inspection, chosen };
  }

  async function approve(
    adminId: string,
    id: string,
    input: { adminNotes?: string; transactionHash?: Hash },
  ): Promise<ProcessDepositResponse> {
    const row = await pendingOrThrow(id);
    const notes = input.adminNotes ?? null;
    const onChain = row.source === 'HOSTED' ? null : await inspectForApproval(row, input.transactionHash);
    try {
      await db.transaction(async (tx) => {
        if (onChain) {
          const { transfer } = onChain.chosen;
          await lockTransfer(
            tx,
            onChain.inspection.network,
            transfer.transactionHash.toLowerCase(),
            transfer.logIndex,
          );
        }
        const locked = await lockDeposit(tx, id);
        if (locked?.status !== 'PENDING')
          throw new AppError('CONFLICT', `This deposit is already ${locked?.status}.`);
        const outcome = onChain
          ? await creditOnChain(tx, locked, onChain.inspection, onChain.chosen, notes)
          : await hosted.approveManually(tx, locked, notes);
        if (outcome.status !== 'credited') throw new AppError('CONFLICT', refusalMessage(outcome));
        await audit.record(tx, {
          actorId: adminId,
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: id,
          before: auditState(outcome.before),
          after: auditState(outcome.deposit),
          note: notes,
        });
      });
    } catch (error) {
      if (isTransferTaken(error)) throw new AppError('CONFLICT', messages.alreadyUsed);
      throw error;
    }
    return answer(id, 'approved');
  }

  async function creditOnChain(
    tx: Tx,
    locked: DepositRow,
    inspection: Inspection,
    chosen: Inspection['claimable'][number],
    notes: string | null,
  ): Promise<CreditOutcome> {
    await updateDeposit(tx, locked.id, {
      ...transferColumns(chosen, inspection.lookup),
      reviewRequired: false,
      updatedAt: clock.now(),
    });
    const outcome = await crediting.credit(tx, locked.id, {
      amountMicros: chosen.transfer.amountMicros,
      adminNotes: notes,
    });
    return outcome.status === 'credited' ? { ...outcome, before: locked } : outcome;
  }

  async function reject(
    adminId: string,
    id: string,
    input: { adminNotes?: string },
  ): Promise<ProcessDepositResponse> {
    await pendingOrThrow(id);
    await db.transaction(async (tx) => {
      const locked = await lockDeposit(tx, id);
      if (locked?.status !== 'PENDING')
        throw new AppError('CONFLICT', `This deposit is already ${locked?.status}.`);
      const after = await updateDeposit(tx, id, {
        status: 'FAILED',
        adminNotes: input.adminNotes ?? 'Rejected by an administrator',
        nextCheckAt: null,
        updatedAt: clock.now(),
      });
      await audit.record(tx, {
        actorId: adminId,
        action: 'deposit.reject',
        targetType: 'deposit',
        targetId: id,
        before: auditState(locked),
        after: auditState(after),
        note: input.adminNotes ?? null,
      });
    });
    return answer(id, 'rejected');
  }

  async function answer(id: string, action: 'approved' | 'rejected'): Promise<ProcessDepositResponse> {
    const row = await findDepositWithUser(db, id);
    if (!row) throw new Error(`deposit ${id} vanished`);
    return {
      success: true,
      message: `Deposit ${action} successfully!`,
      action,
      deposit: toAdminDeposit(row, settings),
    };
  }

  return { approve, reject };
}

function refusalMessage(outcome: CreditOutcome): string {
  return outcome.status === 'refused' ? outcome.reason : `This deposit is already ${outcome.deposit.status}.`;
}

function auditState(row: DepositRow): Record<string, unknown> {
  return {
    status: row.status,
    amount: formatMicros(row.amountMicros),
    currency: row.currency,
    network: row.network,
    transactionHash: row.transactionHash,
    logIndex: row.logIndex,
    senderAddress: row.senderAddress,
    adminNotes: row.adminNotes,
  };
}
