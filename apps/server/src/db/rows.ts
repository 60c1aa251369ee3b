import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The rows of a raw SQL query, as the driver returns them (column names, driver values). Both
 * drivers answer `execute` with `{ rows }`; Drizzle types it per driver, so the cast lives here once.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
