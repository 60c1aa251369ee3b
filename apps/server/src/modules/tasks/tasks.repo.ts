import { and, asc, count, desc, eq, inArray, lte, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { publishEvents } from '../events/index.ts';
import { earningSessionDues, earningSessions } from './tasks.tables.ts';

/** Queries only; the rules live in tasks.sessions.ts and tasks.settlement.ts. */
export type SessionRow = typeof earningSessions.$inferSelect;
export type NewSessionRow = typeof earningSessions.$inferInsert;

/**
 * A session's writes announce themselves in the same transaction (rule 41): the
 * member's earning status, and when a reward is paid the wallet and the rewards pool's figures.
 */
export async function announceSessions(db: DbOrTx, startedBy: string[], paidTo: string[]): Promise<void> {
  const userIds = [...startedBy, ...paidTo];
  if (userIds.length === 0) return;
  await publishEvents(db, [
    { kind: 'earnings', userIds },
    ...(paidTo.length > 0
      ? [
          { kind: 'wallet' as const, userIds: paidTo },
          { kind: 'transparency' as const, public: true },
        ]
      : []),
  ]);
}

const latestSession = preparedOnce((ex) =>
  ex
    .select()
    .from(earningSessions)
    .where(eq(earningSessions.userId, sql.placeholder('userId')))
    .orderBy(desc(earningSessions.startedAt))
    .limit(1)
    .prepare('tasks_latest_session'),
);

export async function findLatestSession(db: DbOrTx, userId: string): Promise<SessionRow | undefined> {
  const [row] = await latestSession(db).execute({ userId });
  return row;
}

export async function findSessionOfDay(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(earningSessions)
    .where(and(eq(earningSessions.userId, userId), eq(earningSessions.day, day)));
  return row;
}

/** Inserts unless the member has a session that day already (the unique index decides): then undefined. */
export async function insertSession(db: DbOrTx, row: NewSessionRow): Promise<SessionRow | undefined> {
  const [inserted] = await db
    .insert(earningSessions)
    .values(row)
    .onConflictDoNothing({ target: [earningSessions.userId, earningSessions.day] })
    .returning();
  if (inserted) await announceSessions(db, [inserted.userId], []);
  return inserted;
}

export async function markCredited(
  db: DbOrTx,
  id: string,
  transferId: string,
  at: Date,
): Promise<SessionRow> {
  const [row] = await db
    .update(earningSessions)
    .set({ status: 'credited', creditedAt: at, transferId })
    .where(eq(earningSessions.id, id))
    .returning();
  if (!row) throw new Error(`session ${id} vanished while being credited`);
  await announceSessions(db, [], [row.userId]);
  return row;
}

export async function markUnfunded(db: DbOrTx, id: string, at: Date): Promise<SessionRow> {
  const [row] = await db
    .update(earningSessions)
    .set({ status: 'unfunded', unfundedAt: sql`coalesce(${earningSessions.unfundedAt}, ${at})` })
    .where(eq(earningSessions.id, id))
    .returning();
  if (!row) throw new Error(`session ${id} vanished while being marked unfunded`);
  await announceSessions(db, [row.userId], []);
  return row;
}

/**
 * Marks many sessions credited, each with its transfer, in one statement (one array per column).
 * The ids are also given as an indexable filter, so the sessions are found by key, not by a scan.
 */
export async function markCreditedMany(
  db: DbOrTx,
  credits: { sessionId: string; transferId: string }[],
  at: Date,
): Promise<void> {
  if (credits.length === 0) return;
  const sessionIds = sql.param(credits.map((credit) => credit.sessionId));
  const transferIds = sql.param(credits.map((credit) => credit.transferId));
  await db.execute(sql`update ${earningSessions} set status = 'credited', credited_at = ${at}, transfer_id = v.transfer_id
    from unnest(${sessionIds}::uuid[], ${transferIds}::uuid[]) as v(id, transfer_id)
    where ${earningSessions.id} = v.id and ${earningSessions.id} = any(${sessionIds}::uuid[])`);
}

/** Marks sessions unfunded, keeping the time they were first found so. */
export async function markUnfundedMany(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(earningSessions)
    .set({ status: 'unfunded', unfundedAt: sql`coalesce(${earningSessions.unfundedAt}, ${at})` })
    .where(inArray(earningSessions.id, ids));
}

/** A due session as settlement first takes it: enough to pay it from its row in the database. */
export type DueSession = Pick<SessionRow, 'id' | 'userId' | 'status' | 'dueAt'>;

/** A place in the queue's order: the last session a batch took. */
export type QueuePosition = Pick<DueSession, 'dueAt' | 'id'>;

/**
 * How far the batches of one settlement run have taken sessions, shared by its workers: each
 * batch starts past it and moves it on as soon as it has taken its sessions.
 */
export interface QueueCursor {
  after?: QueuePosition;
}

/** Moves the cursor to `position` when that is further along the queue. */
export function advance(cursor: QueueCursor, position: QueuePosition): void {
  const { after } = cursor;
  const further =
    !after ||
    position.dueAt > after.dueAt ||
    (position.dueAt.getTime() === after.dueAt.getTime() && position.id > after.id);
  if (further) cursor.after = position;
}

/**
 * Locks up to `limit` sessions due by `now` and not yet credited, oldest due first, through their
 * entries in the queue. SKIP LOCKED lets a second worker take the next ones instead of waiting
 * (rule 39). `after` starts the scan past the entries the run's batches took (QueueCursor): the
 * queue's index keeps their dead entries until vacuum, and walking them again made each batch
 * slower than the last; a second worker walking the first's locked entries cost as much again.
 */
export async function lockDueSessions(
  db: DbOrTx,
  now: Date,
  limit: number,
  after?: QueuePosition,
): Promise<DueSession[]> {
  const position = sql`(${earningSessionDues.dueAt}, ${earningSessionDues.sessionId})`;
  return db
    .select({
      id: earningSessions.id,
      userId: earningSessions.userId,
      status: earningSessions.status,
      dueAt: earningSessionDues.dueAt,
    })
    .from(earningSessionDues)
    .innerJoin(earningSessions, eq(earningSessions.id, earningSessionDues.sessionId))
    .where(
      and(
        lte(earningSessionDues.dueAt, now),
        after ? sql`${position} > (${after.dueAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(earningSessionDues.dueAt), asc(earningSessionDues.sessionId))
    .limit(limit)
    .for('update', { of: earningSessionDues, skipLocked: true });
}

/** Sessions by id, in the order given. */
export async function findSessions(db: DbOrTx, ids: string[]): Promise<SessionRow[]> {
  const rows = await db.select().from(earningSessions).where(inArray(earningSessions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listSessions(
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SessionRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(earningSessions)
      .where(eq(earningSessions.userId, userId))
      .orderBy(desc(earningSessions.startedAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(earningSessions).where(eq(earningSessions.userId, userId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Sessions the rewards pool could not cover yet: how many and how much. */
export async function unfundedTotals(db: DbOrTx): Promise<{ count: number; amountMicros: bigint }> {
  const [row] = await db
    .select({ count: count(), total: sum(earningSessions.reward) })
    .from(earningSessions)
    .where(eq(earningSessions.status, 'unfunded'));
  return { count: row?.count ?? 0, amountMicros: BigInt(row?.total ?? '0') };
}
