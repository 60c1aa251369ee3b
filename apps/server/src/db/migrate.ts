import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary constants: the advisory locks that keep several processes from migrating at once. */
const MIGRATION_LOCK_ID = 7_242_001;
/** …and from bootstrapping the administrator and the demo seed at once (rule 39). */
const STARTUP_LOCK_ID = 7_242_002;

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock, so processes started
 * together take turns (the lock ends with the session, so a crashed holder releases it). The
 * embedded database belongs to one process only: no lock is needed there.
 */
export async function underAdvisoryLock<T>(
  database: Database,
  lockId: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return work();
  const pool = database.pool;
  if (!pool) throw new Error('postgres database without a pool');
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  await underAdvisoryLock(database, MIGRATION_LOCK_ID, () =>
    migratePg(database.db as never, { migrationsFolder }),
  );
}

/** Start-up writes (system accounts, administrator, demo seed) one process at a time. */
export function duringStartup<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return underAdvisoryLock(database, STARTUP_LOCK_ID, work);
}

export async function isDatabaseReachable(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
