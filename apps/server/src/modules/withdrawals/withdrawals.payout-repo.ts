import { and, asc, count, eq, inArray, notExists, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawalPayoutLogs, withdrawals } from './withdrawals.tables.ts';

/** Queries behind paying approved withdrawals by transfer log (decision 026). */
export interface PayoutLogRow {
  network: string;
  transactionHash: string;
  logIndex: number;
  withdrawalId: string;
  source: 'BATCH' | 'WATCHER';
  recordedAt: Date;
}

/** Claims a log for a withdrawal; false when the log or the withdrawal is already paired. */
export async function claimPayoutLog(tx: DbOrTx, row: PayoutLogRow): Promise<boolean> {
  const inserted = await tx
    .insert(withdrawalPayoutLogs)
    .values(row)
    .onConflictDoNothing()
    .returning({ withdrawalId: withdrawalPayoutLogs.withdrawalId });
  return inserted.length > 0;
}

/** The logs of these transactions that already paid a withdrawal. */
export async function claimedLogs(ex: DbOrTx, network: string, hashes: string[]) {
  if (hashes.length === 0) return [];
  return ex
    .select()
    .from(withdrawalPayoutLogs)
    .where(
      and(eq(withdrawalPayoutLogs.network, network), inArray(withdrawalPayoutLogs.transactionHash, hashes)),
    )
    .limit(10_000);
}

export async function withdrawalsByIds(ex: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return ex.select().from(withdrawals).where(inArray(withdrawals.id, ids)).limit(ids.length);
}

/** Locks the rows (in id order, so two transactions never wait on each other in a cycle). */
export async function lockWithdrawals(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.id, ids))
    .orderBy(asc(withdrawals.id))
    .limit(ids.length)
    .for('update');
}

const unpaid = (tx: DbOrTx) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(withdrawalPayoutLogs)
      .where(eq(withdrawalPayoutLogs.withdrawalId, withdrawals.id)),
  );

/** Approved withdrawals of one network and token, oldest first. */
export async function approvedOn(ex: DbOrTx, network: string, token: string, limit: number) {
  return ex
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'APPROVED'),
        eq(withdrawals.network, network),
        eq(withdrawals.currency, token),
      ),
    )
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(limit);
}

/** The oldest approved withdrawal a transfer pays exactly (token, recipient, net amount), locked. */
export async function lockOldestPaidBy(
  tx: DbOrTx,
  transfer: { network: string; token: string; recipient: string; netMicros: bigint },
) {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'APPROVED'),
        eq(withdrawals.network, transfer.network),
        eq(withdrawals.currency, transfer.token),
        sql`lower(${withdrawals.walletAddress}) = ${transfer.recipient.toLowerCase()}`,
        sql`${withdrawals.amount} - ${withdrawals.fee} = ${transfer.netMicros}`,
        unpaid(tx),
      ),
    )
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(1)
    .for('update');
  return row;
}

/** What the payout wallet must still send: approved withdrawals per network and token. */
export async function approvedTotals(ex: DbOrTx) {
  return ex
    .select({
      network: withdrawals.network,
      token: withdrawals.currency,
      count: count(),
      netMicros: sum(sql`${withdrawals.amount} - ${withdrawals.fee}`).mapWith(BigInt),
    })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'APPROVED'))
    .groupBy(withdrawals.network, withdrawals.currency)
    .limit(16);
}
