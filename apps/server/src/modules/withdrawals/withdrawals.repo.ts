import type { WithdrawalStatus } from '@nova/contracts';
import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { publishEvents } from '../events/index.ts';
import { withdrawals } from './withdrawals.tables.ts';

/** Queries on withdrawals only; the admin lists, which join the members, are in withdrawals.admin-repo.ts. */
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawalRow = typeof withdrawals.$inferInsert;

/**
 * Every write below announces itself in the same transaction (rule 41): a hold,
 * a void or a payout moves the member's wallet; a completed payout moves the transparency figures.
 */
async function announce(ex: DbOrTx, row: WithdrawalRow): Promise<void> {
  const userIds = [row.userId];
  await publishEvents(ex, [
    { kind: 'withdrawal', userIds },
    { kind: 'wallet', userIds },
    { kind: 'admin-withdrawals', admins: true },
    ...(row.status === 'COMPLETED' ? [{ kind: 'transparency' as const, public: true }] : []),
  ]);
}

/** Inserts unless the member already used this idempotency key; then answers undefined. */
export async function insertWithdrawal(
  tx: DbOrTx,
  row: NewWithdrawalRow,
): Promise<WithdrawalRow | undefined> {
  const [inserted] = await tx.insert(withdrawals).values(row).onConflictDoNothing().returning();
  if (inserted) await announce(tx, inserted);
  return inserted;
}

export async function findByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, key)));
  return row;
}

export async function findWithdrawal(db: DbOrTx, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Locks the row until the transaction ends: a second administrator waits, then sees the new status. */
export async function lockWithdrawal(tx: DbOrTx, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

export async function updateWithdrawal(tx: DbOrTx, id: string, patch: Partial<NewWithdrawalRow>) {
  const [row] = await tx.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished during an update`);
  await announce(tx, row);
  return row;
}

export async function findByTransactionHash(db: DbOrTx, hash: string) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.transactionHash, hash));
  return row;
}

export async function listMemberWithdrawals(
  db: DbOrTx,
  userId: string,
  filter: { status?: WithdrawalStatus; limit: number; offset: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    eq(withdrawals.userId, userId),
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export interface StatusTotals {
  status: WithdrawalStatus;
  count: number;
  amount: bigint;
  fee: bigint;
  /** Of these, the requests made from `since` on. */
  countSince: number;
  amountSince: bigint;
}

const madeSince = sql`${withdrawals.createdAt} >= ${sql.placeholder('since')}`;

const statusTotals = preparedOnce((ex) =>
  ex
    .select({
      status: withdrawals.status,
      count: count(),
      amount: sum(withdrawals.amount),
      fee: sum(withdrawals.fee),
      countSince: sql<number>`(count(*) filter (where ${madeSince}))::int`,
      amountSince: sql<string | null>`sum(${withdrawals.amount}) filter (where ${madeSince})`,
    })
    .from(withdrawals)
    .groupBy(withdrawals.status)
    .prepare('withdrawals_totals_by_status'),
);

/** Count, amount and fee per status, and of each what was requested from `since` on (default: all). */
export async function totalsByStatus(db: DbOrTx, since?: Date): Promise<StatusTotals[]> {
  const rows = await statusTotals(db).execute({ since: since?.toISOString() ?? '-infinity' });
  return rows.map((row) => ({
    status: row.status as WithdrawalStatus,
    count: row.count,
    amount: BigInt(row.amount ?? '0'),
    fee: BigInt(row.fee ?? '0'),
    countSince: row.countSince,
    amountSince: BigInt(row.amountSince ?? '0'),
  }));
}
