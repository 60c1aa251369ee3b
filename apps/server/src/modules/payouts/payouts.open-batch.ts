import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { LOCK_NOT_AVAILABLE, pgErrorCode } from '../../lib/pg-error-code.ts';
import { type BatchRow, batchStatus, lockOpenBatch } from './payouts.repo.ts';

export const BATCH_BUSY_MESSAGE = 'This batch is being changed by another request; try again in a moment';

/**
 * The open batch `id`, locked for one change (decision 034): 404 when there is none, 409 naming
 * its status when it is closed, 409 at once when another change of it is under way.
 */
export async function requireOpenBatch(tx: DbOrTx, id: string): Promise<BatchRow> {
  const batch = await lockOpenBatch(tx, id).catch((error: unknown) => {
    if (pgErrorCode(error) !== LOCK_NOT_AVAILABLE) throw error;
    throw new AppError('CONFLICT', BATCH_BUSY_MESSAGE);
  });
  if (batch) return batch;
  const status = await batchStatus(tx, id);
  if (!status) throw new AppError('NOT_FOUND', 'Batch not found');
  throw new AppError('CONFLICT', `This batch is ${status.toLowerCase()}`);
}
