import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/**
 * One Drizzle database over either embedded PGlite (DATABASE_URL unset) or PostgreSQL. Code is
 * written once against `Db`; only this file knows which engine runs underneath.
 */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (jobs share it), else undefined. */
  pglite?: PGlite;
  /** A pool in PostgreSQL mode, else undefined. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// int8 and numeric come back as exact strings from `pg`; Drizzle's bigint mode turns them into bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** How long a query waits for a pooled connection (all busy, or the database restarting) by default. */
export const CONNECT_TIMEOUT_MS_DEFAULT = 5_000;

export function openPostgres(
  url: string,
  poolSizeMax = 10,
  connectTimeoutMs = CONNECT_TIMEOUT_MS_DEFAULT,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSizeMax,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle pooled connection that the server ends (PostgreSQL restarting, an administrator's
  // pg_terminate_backend) is reported as the pool's 'error' event, which without a listener kills
  // the process (rule 45). The pool has already dropped that client and opens a fresh one on the
  // next query, so nothing is left to do here; buildApp adds a listener that logs it.
  pool.on('error', () => undefined);
  // The same error on a connection that is checked out but between queries (a transaction doing
  // work in between) is the client's own 'error' event, with no listener of the pool's then: it
  // too would kill the process. The next query on that client fails (answered 503) and the pool
  // drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

/** Opens PGlite in `dataDir` (persisted), or in memory when dataDir is 'memory://', or from a dump. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm serves the admin's substring search over members (migration 0012).
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  connectTimeoutMs?: number;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.connectTimeoutMs);
  // One process per embedded database (rule 39): refuse a second one with a clear message.
  const lock = lockDataDir(options.dataDir);
  try {
    const database = await openPglite(path.join(options.dataDir, 'pgdata'));
    return {
      ...database,
      close: async () => {
        await database.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
