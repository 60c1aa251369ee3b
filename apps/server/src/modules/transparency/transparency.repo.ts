import { desc, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { transparencySnapshots } from './transparency.tables.ts';

export type SnapshotRow = typeof transparencySnapshots.$inferSelect;

/** Records the day's figures once: a second run the same day (or another process) changes nothing. */
export async function insertSnapshotOnce(db: DbOrTx, row: SnapshotRow): Promise<boolean> {
  const inserted = await db
    .insert(transparencySnapshots)
    .values(row)
    .onConflictDoNothing({ target: transparencySnapshots.day })
    .returning({ day: transparencySnapshots.day });
  return inserted.length > 0;
}

/** Snapshots from `fromDay` on, oldest first, at most `limit`. */
export async function listSnapshotsSince(db: DbOrTx, fromDay: string, limit: number): Promise<SnapshotRow[]> {
  const rows = await db
    .select()
    .from(transparencySnapshots)
    .where(gte(transparencySnapshots.day, fromDay))
    .orderBy(desc(transparencySnapshots.day))
    .limit(limit);
  return rows.reverse();
}
