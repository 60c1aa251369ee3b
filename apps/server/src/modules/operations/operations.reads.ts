import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { chainCursors } from '../deposits/index.ts';
import { transfers } from '../ledger/index.ts';

/**
 * Read model for readiness and metrics: a read-model module may read other modules' tables, never
 * write them.
 */
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
export const expectedMigrations = journal.entries.length;

/** Migrations applied to this database (drizzle's own bookkeeping table). */
export async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}

export async function transfersByType(db: Db): Promise<{ type: string; count: number }[]> {
  return db
    .select({ type: transfers.type, count: sql<number>`count(*)::int` })
    .from(transfers)
    .groupBy(transfers.type)
    .limit(100);
}

/** The deposit watcher's cursors: the last block read, the head as last seen, the last error. */
export async function chainCursorsRead(db: Db) {
  return db
    .select({
      network: chainCursors.network,
      headBlock: chainCursors.headBlock,
      lastScannedBlock: chainCursors.lastScannedBlock,
      lastRunAt: chainCursors.lastRunAt,
      lastError: chainCursors.lastError,
      failures: chainCursors.failures,
      retryAt: chainCursors.retryAt,
    })
    .from(chainCursors)
    .orderBy(chainCursors.network)
    .limit(10);
}
