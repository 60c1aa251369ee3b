import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withdrawalFeeTiers } from './fee-tiers.tables.ts';

/** Fee tiers are few (the service caps them), so every read loads the whole set. */
export const FEE_TIERS_MAX = 100;

export type FeeTierRow = typeof withdrawalFeeTiers.$inferSelect;

export function listTiers(db: DbOrTx): Promise<FeeTierRow[]> {
  return db
    .select()
    .from(withdrawalFeeTiers)
    .orderBy(asc(withdrawalFeeTiers.minAmount), asc(withdrawalFeeTiers.createdAt))
    .limit(FEE_TIERS_MAX);
}

export async function countTiers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(withdrawalFeeTiers);
  return row?.n ?? 0;
}

export async function insertTier(
  db: DbOrTx,
  row: typeof withdrawalFeeTiers.$inferInsert,
): Promise<FeeTierRow> {
  const [inserted] = await db.insert(withdrawalFeeTiers).values(row).returning();
  if (!inserted) throw new Error('fee tier insert returned nothing');
  return inserted;
}

export async function deleteTier(db: DbOrTx, id: string): Promise<FeeTierRow | undefined> {
  const [deleted] = await db.delete(withdrawalFeeTiers).where(eq(withdrawalFeeTiers.id, id)).returning();
  return deleted;
}
