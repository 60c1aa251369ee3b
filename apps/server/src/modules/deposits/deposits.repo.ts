import type { DepositStatus, Network } from '@nova/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { type LiveEvent, publishEvents } from '../events/index.ts';
import { deposits } from './deposits.tables.ts';

/** Queries on deposits only; the rules live in the service files. */
export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

/**
 * Every write below announces itself in the same transaction (rule 41): the
 * member's deposit list, the administrators' lists, and on a credit the wallet and transparency.
 */
async function announce(ex: DbOrTx, rows: DepositRow[]): Promise<void> {
  if (rows.length === 0) return;
  const userIds = rows.map((row) => row.userId);
  const credited = rows.filter((row) => row.status === 'CONFIRMED').map((row) => row.userId);
  const events: LiveEvent[] = [
    { kind: 'deposit', userIds },
    { kind: 'admin-deposits', admins: true },
  ];
  if (credited.length > 0)
    events.push({ kind: 'wallet', userIds: credited }, { kind: 'transparency', public: true });
  await publishEvents(ex, events);
}

export async function insertDeposits(ex: DbOrTx, rows: NewDeposit[]): Promise<DepositRow[]> {
  const inserted = await ex.insert(deposits).values(rows).returning();
  await announce(ex, inserted);
  return inserted;
}

export async function findDeposit(ex: DbOrTx, id: string): Promise<DepositRow | undefined> {
  const [row] = await ex.select().from(deposits).where(eq(deposits.id, id)).limit(1);
  return row;
}

/** Locks the deposit row for the rest of the caller's transaction. */
export async function lockDeposit(ex: DbOrTx, id: string): Promise<DepositRow | undefined> {
  const [row] = await ex.select().from(deposits).where(eq(deposits.id, id)).limit(1).for('update');
  return row;
}

export async function updateDeposit(
  ex: DbOrTx,
  id: string,
  changes: Partial<NewDeposit>,
): Promise<DepositRow> {
  const [row] = await ex.update(deposits).set(changes).where(eq(deposits.id, id)).returning();
  if (!row) throw new Error(`deposit ${id} vanished`);
  await announce(ex, [row]);
  return row;
}

const live = inArray(deposits.status, ['PENDING', 'CONFIRMED']);

/** Live (PENDING or CONFIRMED) deposits holding any transfer of this transaction. */
export async function liveDepositsForTransaction(
  ex: DbOrTx,
  network: Network,
  hash: string,
): Promise<DepositRow[]> {
  return ex
    .select()
    .from(deposits)
    .where(and(eq(deposits.network, network), eq(deposits.transactionHash, hash), live))
    .limit(100);
}

/** The live deposits (one per claimant) holding one transfer, locked. */
export async function lockLiveDepositsForTransfer(
  ex: DbOrTx,
  network: Network,
  hash: string,
  logIndex: number,
): Promise<DepositRow[]> {
  return ex
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.network, network),
        eq(deposits.transactionHash, hash),
        eq(deposits.logIndex, logIndex),
        live,
      ),
    )
    .orderBy(deposits.id)
    .limit(100)
    .for('update');
}

export async function findByIdempotencyKey(
  ex: DbOrTx,
  userId: string,
  key: string,
): Promise<DepositRow | undefined> {
  const [row] = await ex
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function listMemberDeposits(
  ex: DbOrTx,
  userId: string,
  page: { limit: number; offset: number; status?: DepositStatus },
): Promise<{ rows: DepositRow[]; total: number }> {
  const where = and(eq(deposits.userId, userId), page.status ? eq(deposits.status, page.status) : undefined);
  const rows = await ex
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await ex.select({ n: count() }).from(deposits).where(where);
  return { rows, total: counted?.n ?? 0 };
}

const pendingCount = preparedOnce((ex) =>
  ex
    .select({ n: count() })
    .from(deposits)
    .where(and(eq(deposits.userId, sql.placeholder('userId')), eq(deposits.status, 'PENDING')))
    .prepare('deposits_pending_count'),
);

export async function countPending(ex: DbOrTx, userId: string): Promise<number> {
  const [counted] = await pendingCount(ex).execute({ userId });
  return counted?.n ?? 0;
}

/**
 * Claims up to `limit` pending on-chain deposits of one network that are due for a re-check, and
 * pushes their next check out to `nextCheckAt`: two processes never take the same rows (SKIP LOCKED).
 */
export async function claimDueChainDeposits(
  ex: DbOrTx,
  network: Network,
  now: Date,
  nextCheckAt: Date,
  limit: number,
): Promise<DepositRow[]> {
  const due = ex
    .select({ id: deposits.id })
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'PENDING'),
        eq(deposits.network, network),
        isNotNull(deposits.transactionHash),
        or(isNull(deposits.nextCheckAt), lt(deposits.nextCheckAt, now)),
      ),
    )
    .orderBy(sql`${deposits.nextCheckAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
  return ex.update(deposits).set({ nextCheckAt }).where(inArray(deposits.id, due)).returning();
}

/**
 * Pending deposits with nothing on chain to wait for (no block: never mined or reorganised away;
 * or an unpaid hosted invoice) created before `before`, up to `limit`, locked for expiry.
 */
export async function lockExpirable(ex: DbOrTx, before: Date, limit: number): Promise<DepositRow[]> {
  return ex
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.status, 'PENDING'),
        isNull(deposits.blockNumber),
        inArray(deposits.source, ['HASH_CLAIM', 'HOSTED']),
        lt(deposits.createdAt, before),
      ),
    )
    .orderBy(deposits.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

const figures = preparedOnce((ex) =>
  ex
    .select({
      confirmedMicros: sql<string>`coalesce(sum(${deposits.amountMicros}) filter (where ${deposits.status} = 'CONFIRMED'), 0)`,
      confirmedCount: sql<number>`(count(*) filter (where ${deposits.status} = 'CONFIRMED'))::int`,
      confirmedTodayMicros: sql<string>`coalesce(sum(${deposits.amountMicros}) filter (where ${deposits.status} = 'CONFIRMED' and ${deposits.confirmedAt} >= ${sql.placeholder('since')}), 0)`,
      pendingCount: sql<number>`(count(*) filter (where ${deposits.status} = 'PENDING'))::int`,
    })
    .from(deposits)
    .prepare('deposits_figures'),
);

/** The admin dashboard's deposit figures: confirmed (all time and since a moment) and pending. */
export async function depositFigures(ex: DbOrTx, since: Date) {
  const [row] = await figures(ex).execute({ since: since.toISOString() });
  return {
    confirmedMicros: BigInt(row?.confirmedMicros ?? 0),
    confirmedCount: row?.confirmedCount ?? 0,
    confirmedTodayMicros: BigInt(row?.confirmedTodayMicros ?? 0),
    pendingCount: row?.pendingCount ?? 0,
  };
}

/**
 * Serialises, until the caller's transaction ends, everything that claims or credits one on-chain
 * transfer: a claim written meanwhile either sees the credit or is closed by it (decision 017).
 * Take it before locking any deposit row of the transfer, so two paths never wait on each other.
 */
export async function lockTransfer(ex: DbOrTx, network: string, hash: string, logIndex: number) {
  await ex.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`deposit:${network}:${hash}:${logIndex}`}, 0))`,
  );
}

export const CREDITED_ELSEWHERE_NOTE = "Credited to another member's claim.";

/** Closes the other pending claims of a transfer just credited through `credited`. */
export async function closeOtherClaims(ex: DbOrTx, credited: DepositRow, now: Date): Promise<DepositRow[]> {
  if (!credited.network || !credited.transactionHash || credited.logIndex === null) return [];
  const closed = await ex
    .update(deposits)
    .set({ status: 'FAILED', adminNotes: CREDITED_ELSEWHERE_NOTE, nextCheckAt: null, updatedAt: now })
    .where(
      and(
        eq(deposits.network, credited.network),
        eq(deposits.transactionHash, credited.transactionHash),
        eq(deposits.logIndex, credited.logIndex),
        eq(deposits.status, 'PENDING'),
        ne(deposits.id, credited.id),
      ),
    )
    .returning();
  await announce(ex, closed);
  return closed;
}
