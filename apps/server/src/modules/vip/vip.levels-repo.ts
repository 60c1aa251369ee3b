import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberships, vipLevels } from './vip.tables.ts';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type NewVipLevelRow = typeof vipLevels.$inferInsert;

/** Every level, cheapest first (ties by name so the order is stable). */
export function listLevelRows(db: DbOrTx, limit = 500): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).orderBy(asc(vipLevels.amount), asc(vipLevels.name)).limit(limit);
}

export async function findLevelRow(db: DbOrTx, id: string): Promise<VipLevelRow | undefined> {
  const [row] = await db.select().from(vipLevels).where(eq(vipLevels.id, id));
  return row;
}

export async function findLevelRows(db: DbOrTx, ids: string[]): Promise<VipLevelRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(vipLevels).where(inArray(vipLevels.id, ids));
}

/** Locks the level row, so a delete and a join on it cannot interleave. */
export async function lockLevelRow(db: DbOrTx, id: string): Promise<VipLevelRow | undefined> {
  const [row] = await db.select().from(vipLevels).where(eq(vipLevels.id, id)).for('update');
  return row;
}

export async function insertLevelRow(db: DbOrTx, row: NewVipLevelRow): Promise<VipLevelRow> {
  const [inserted] = await db.insert(vipLevels).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** Inserts the rows whose names are not taken yet (the demo seed), returning how many were new. */
export async function insertMissingLevelRows(db: DbOrTx, rows: NewVipLevelRow[]): Promise<number> {
  const inserted = await db
    .insert(vipLevels)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: vipLevels.id });
  return inserted.length;
}

export async function updateLevelRow(
  db: DbOrTx,
  id: string,
  changes: Partial<NewVipLevelRow>,
): Promise<VipLevelRow | undefined> {
  const [row] = await db.update(vipLevels).set(changes).where(eq(vipLevels.id, id)).returning();
  return row;
}

export async function deleteLevelRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(vipLevels).where(eq(vipLevels.id, id));
}

/** Members per level (current memberships, active or not). */
export async function countHoldersByLevel(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ levelId: memberships.vipLevelId, holders: count() })
    .from(memberships)
    .groupBy(memberships.vipLevelId);
  return new Map(rows.map((row) => [row.levelId, row.holders]));
}

export async function countHolders(db: DbOrTx, levelId: string): Promise<number> {
  const [row] = await db
    .select({ holders: count() })
    .from(memberships)
    .where(eq(memberships.vipLevelId, levelId));
  return row?.holders ?? 0;
}
