import { formatMicros, type Network, type TokenSymbol } from '@nova/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { completeHold } from './withdrawals.holds.ts';
import {
  approvedOn,
  approvedTotals,
  claimedLogs,
  claimPayoutLog,
  lockOldestPaidBy,
  lockWithdrawals,
  withdrawalsByIds,
} from './withdrawals.payout-repo.ts';
import { updateWithdrawal, type WithdrawalRow } from './withdrawals.repo.ts';
import { auditState } from './withdrawals.view.ts';

/**
 * Completing withdrawals by the transfer log that paid them (decision 026), for the batch records
 * and the payout watcher. Each completion claims its log first: the log's primary key and the
 * unique withdrawal id refuse a second pairing, so a log pays one withdrawal and a withdrawal is
 * paid once, whichever process gets there first. The caller's transaction holds everything.
 */
export interface PaidLog {
  withdrawalId: string;
  network: Network;
  transactionHash: string;
  logIndex: number;
}

export interface CompleteByLogsInput {
  /** The administrator recording a batch hash; null for the watcher. */
  actorId: string | null;
  source: 'BATCH' | 'WATCHER';
  note: string;
  paid: PaidLog[];
}

export interface PaidTransfer {
  network: Network;
  token: TokenSymbol;
  recipient: string;
  amountMicros: bigint;
  transactionHash: string;
  logIndex: number;
}

interface Services {
  ledger: LedgerService;
  audit: AuditService;
  /** The member's live update and email, as for a completion by hand. */
  onSettled?: (tx: Tx, withdrawal: WithdrawalRow) => Promise<void>;
}

export function createPayoutSettlement(deps: ModuleDeps, services: Services) {
  const { db } = deps.database;

  async function complete(tx: Tx, row: WithdrawalRow, log: PaidLog, input: CompleteByLogsInput) {
    if (row.status !== 'APPROVED') return null;
    const now = deps.clock.now();
    const claimed = await claimPayoutLog(tx, {
      network: log.network,
      transactionHash: log.transactionHash,
      logIndex: log.logIndex,
      withdrawalId: row.id,
      source: input.source,
      recordedAt: now,
    });
    if (!claimed) return null;
    await completeHold(services.ledger, tx, row);
    const payoutCheck = {
      network: log.network,
      recipient: row.walletAddress,
      amount: formatMicros(row.amount - row.fee),
      currency: row.currency,
      logIndex: log.logIndex,
      matches: true,
      problems: [],
      acknowledged: false,
    };
    const updated = await updateWithdrawal(tx, row.id, {
      status: 'COMPLETED',
      transactionHash: log.transactionHash,
      payoutCheck,
      processedBy: input.actorId,
      processedAt: now,
      updatedAt: now,
      version: row.version + 1,
      lastActionKey: null,
    });
    await services.onSettled?.(tx, updated);
    await services.audit.record(tx, {
      actorId: input.actorId,
      action: 'withdrawal.complete',
      targetType: 'withdrawal',
      targetId: row.id,
      before: auditState(row),
      after: { ...auditState(updated), payoutCheck },
      note: input.note,
    });
    return updated;
  }

  /** Completes each approved withdrawal with its log; answers the ones completed now. */
  async function completeByLogs(tx: Tx, input: CompleteByLogsInput): Promise<WithdrawalRow[]> {
    const rows = await lockWithdrawals(
      tx,
      input.paid.map((log) => log.withdrawalId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const completed: WithdrawalRow[] = [];
    for (const log of input.paid) {
      const row = byId.get(log.withdrawalId);
      const done = row ? await complete(tx, row, log, input) : null;
      if (done) completed.push(done);
    }
    return completed;
  }

  /** The watcher's completion: the oldest approved withdrawal the transfer pays exactly, if any. */
  async function completeOldestPaidBy(tx: Tx, transfer: PaidTransfer): Promise<WithdrawalRow | null> {
    const row = await lockOldestPaidBy(tx, {
      network: transfer.network,
      token: transfer.token,
      recipient: transfer.recipient,
      netMicros: transfer.amountMicros,
    });
    if (!row) return null;
    const log = { withdrawalId: row.id, ...transfer };
    return complete(tx, row, log, {
      actorId: null,
      source: 'WATCHER',
      note: `Paid from the payout address (log ${transfer.logIndex} of ${transfer.transactionHash})`,
      paid: [log],
    });
  }

  return {
    completeByLogs,
    completeOldestPaidBy,
    payoutRows: (ids: string[]) => withdrawalsByIds(db, ids),
    lockPayoutRows: (tx: Tx, ids: string[]) => lockWithdrawals(tx, ids),
    approvedOn: (network: Network, token: TokenSymbol, limit: number) =>
      approvedOn(db, network, token, limit),
    claimedLogs: (network: Network, hashes: string[], ex: DbOrTx = db) => claimedLogs(ex, network, hashes),
    approvedTotals: () => approvedTotals(db),
  };
}

export type PayoutSettlement = ReturnType<typeof createPayoutSettlement>;
