import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteBatch } from '../../db/delete-batch.ts';
import { emailOutbox } from './outbox.tables.ts';

/** Queries of the outbox, nothing else: rules live in the service. */
export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;

export async function insertMessage(db: DbOrTx, values: NewOutboxRow): Promise<void> {
  await db.insert(emailOutbox).values(values);
}

/**
 * Claims up to `limit` due messages for `claimMs` (SKIP LOCKED: concurrent senders take
 * different rows), counting the attempt. The claim is committed before anything is sent.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number, claimUntil: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.failedAt),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(emailOutbox)
      .set({ lockedUntil: claimUntil, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning()
      // Oldest first (ids are time-ordered), so a member's mails arrive in the order they were written.
      .then((rows) =>
        rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || (a.id < b.id ? -1 : 1)),
      )
  );
}

export async function markSent(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markRetry(db: DbOrTx, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt, lockedUntil: null, lastError: error })
    .where(eq(emailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: string, now: Date, error: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ failedAt: now, lockedUntil: null, lastError: error })
    .where(eq(emailOutbox.id, id));
}

/** The newest messages given up after their last attempt. */
export function listFailed(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(isNotNull(emailOutbox.failedAt))
    .orderBy(desc(emailOutbox.failedAt), desc(emailOutbox.id))
    .limit(limit);
}

/** A given-up message made due again with a fresh count of attempts; undefined unless it had failed. */
export async function requeueFailed(db: DbOrTx, id: string, now: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(emailOutbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), isNotNull(emailOutbox.failedAt)))
    .returning();
  return row;
}

/** Messages sent or given up before `before`: for the pruning job. */
export function pruneFinished(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const finished = and(
    or(isNotNull(emailOutbox.sentAt), isNotNull(emailOutbox.failedAt)),
    lt(emailOutbox.createdAt, before),
  );
  return deleteBatch(db, emailOutbox, emailOutbox.id, finished, limit);
}

/** Messages waiting to go out, and given up: for metrics. */
export async function backlog(db: DbOrTx) {
  const [row] = await db
    .select({
      waiting: sql<number>`(count(*) filter (where ${emailOutbox.sentAt} is null and ${emailOutbox.failedAt} is null))::int`,
      failed: sql<number>`(count(*) filter (where ${emailOutbox.failedAt} is not null))::int`,
    })
    .from(emailOutbox);
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}
