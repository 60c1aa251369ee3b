import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditService } from '../audit/index.ts';
import type { PayoutSettlement } from '../withdrawals/index.ts';
import { batchItemIds, closeBatch, lockOpenBatch, openBatchesOf } from './payouts.repo.ts';
import { auditBatch } from './payouts.view.ts';

/**
 * A batch with no approved withdrawal left has nothing to pay, however its withdrawals left
 * (decision 034): it closes, COMPLETED when any of them was paid, else CANCELLED, with an audit
 * entry, and offers no payout file any more. A record of a hash closes its batch itself; this
 * closes the batches of withdrawals completed by hand or by the watcher, or marked failed.
 */
export function spentStatus(statuses: readonly string[]): 'COMPLETED' | 'CANCELLED' | null {
  if (statuses.includes('APPROVED')) return null;
  return statuses.includes('COMPLETED') ? 'COMPLETED' : 'CANCELLED';
}

export const NOTHING_LEFT_MESSAGE = 'This batch has nothing left to pay; it is closed';

export function createBatchCloser(
  deps: ModuleDeps & { log: { warn: (facts: object, message: string) => void } },
  services: { audit: AuditService; withdrawals: Pick<PayoutSettlement, 'lockPayoutRows'> },
) {
  const { db } = deps.database;

  async function closeIfSpent(tx: Tx, actorId: string | null, batchId: string): Promise<void> {
    // Waits for a record under way; that record sees these withdrawals' new status and closes the
    // batch itself, and then this finds it closed.
    const batch = await lockOpenBatch(tx, batchId, true);
    if (!batch) return;
    const ids = (await batchItemIds(tx, [batchId])).map((item) => item.withdrawalId);
    const statuses = (await services.withdrawals.lockPayoutRows(tx, ids)).map((row) => row.status);
    const status = spentStatus(statuses);
    if (!status) return;
    await closeBatch(tx, batchId, status, deps.clock.now());
    const count = (wanted: string) => statuses.filter((one) => one === wanted).length;
    await services.audit.record(tx, {
      actorId,
      action: 'withdrawal_batch.close',
      targetType: 'withdrawal_batch',
      targetId: batchId,
      before: auditBatch(batch),
      after: auditBatch({ ...batch, status }),
      note: `Nothing left to pay: ${count('COMPLETED')} completed, ${count('FAILED')} failed`,
    });
  }

  /**
   * Closes the open batches of these withdrawals that have nothing left to pay. Called once their
   * change is committed; a failure here is logged and leaves the batch open until its next
   * download or record, which close it then.
   */
  async function closeSpentBatches(actorId: string | null, withdrawalIds: string[]): Promise<void> {
    for (const batchId of await openBatchesOf(db, withdrawalIds)) {
      try {
        await db.transaction((tx) => closeIfSpent(tx, actorId, batchId));
      } catch (error) {
        deps.log.warn({ batchId, err: error }, 'a batch with nothing left to pay stays open for now');
      }
    }
  }

  /** A download of a batch with nothing left to pay closes it and is refused. */
  async function refuseSpent(actorId: string, batchId: string): Promise<never> {
    await db.transaction((tx) => closeIfSpent(tx, actorId, batchId));
    throw new AppError('CONFLICT', NOTHING_LEFT_MESSAGE);
  }

  return { closeSpentBatches, refuseSpent };
}
