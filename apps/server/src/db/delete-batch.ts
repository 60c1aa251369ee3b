import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Deletes at most `limit` rows of `table` that match `where`, picked by their `key` column, in one
 * statement; answers how many went. The housekeeping job prunes every table this way, in short
 * statements that never hold many locks.
 */
export async function deleteBatch(
  db: DbOrTx,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const chosen = db.select({ key }).from(table).where(where).limit(limit);
  const rows = await db.delete(table).where(inArray(key, chosen)).returning({ key });
  return rows.length;
}
