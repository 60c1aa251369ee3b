import type { Network } from '@nova/contracts';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutCursors } from './payouts.tables.ts';

/**
 * The payout watcher's cursor per network, leased as the deposit watcher's is: a run takes a short
 * lease instead of holding a transaction over RPC calls, and a process that dies leaves a lease
 * that simply runs out. Every write names the lease owner, so a run that lost it writes nothing.
 */
export type PayoutCursorRow = typeof payoutCursors.$inferSelect;
export const PAYOUT_NOT_STARTED = -1n;

export async function takePayoutLease(
  ex: DbOrTx,
  network: Network,
  owner: string,
  now: Date,
  leaseMs: number,
) {
  await ex.insert(payoutCursors).values({ network, nextBlock: PAYOUT_NOT_STARTED }).onConflictDoNothing();
  const free = or(isNull(payoutCursors.leaseUntil), lte(payoutCursors.leaseUntil, now));
  const due = or(isNull(payoutCursors.retryAt), lte(payoutCursors.retryAt, now));
  const [row] = await ex
    .update(payoutCursors)
    .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(payoutCursors.network, network), free, due))
    .returning();
  return row;
}

/** Writes `changes` (a renewal, or a run's outcome with the lease given back) while `owner` holds the lease; false when lost. */
export async function writePayoutCursor(
  ex: DbOrTx,
  network: Network,
  owner: string,
  changes: Partial<typeof payoutCursors.$inferInsert>,
): Promise<boolean> {
  const rows = await ex
    .update(payoutCursors)
    .set(changes)
    .where(and(eq(payoutCursors.network, network), eq(payoutCursors.leaseOwner, owner)))
    .returning({ network: payoutCursors.network });
  return rows.length > 0;
}
