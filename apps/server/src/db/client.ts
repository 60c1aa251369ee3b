import { AsyncLocalStorage } from 'node:async_hooks';
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

/**
 * One Drizzle database over either embedded PGlite (DATABASE_URL unset) or PostgreSQL. Code is
 * written once against `Db`; only this file knows which engine runs underneath.
 */
// Queries name their tables, so the database type carries no schema: infrastructure knows no module.
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (jobs share it), else undefined. */
  pglite?: PGlite;
  /** A pool in PostgreSQL mode, else undefined. */
  pool?: pg.Pool;
  /**
   * PostgreSQL mode: runs `work` as one request, whose waits for a pooled connection together last
   * at most the connect timeout (see `boundedConnect`). Undefined on PGlite (nothing to wait for).
   */
  asOneRequest?<T>(work: () => T): T;
  close(): Promise<void>;
}

// int8 and numeric come back as exact strings from `pg`; Drizzle's bigint mode turns them into bigint.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** How long a request waits for pooled connections (all busy, or the database restarting) by default. */
export const CONNECT_TIMEOUT_MS_DEFAULT = 5_000;

/** One request's wait for connections: `leftMs` of `boundMs` left; `waiting` of its queries wait now, since `since`. */
interface ConnectBudget {
  boundMs: number;
  leftMs: number;
  waiting: number;
  since: number;
}
const connectBudgets = new AsyncLocalStorage<ConnectBudget>();

/** How long the current request has waited for connections so far; undefined outside a request. */
export function connectWaitedMs(): number | undefined {
  const budget = connectBudgets.getStore();
  if (!budget) return undefined;
  const waitingFor = budget.waiting > 0 ? performance.now() - budget.since : 0;
  return Math.round(budget.boundMs - budget.leftMs + waitingFor);
}

/** pg's own text for a wait that ran out, which lib/db-unavailable.ts recognises (not shown to anyone). */
const POOL_TIMEOUT_ERROR_TEXT = 'timeout exceeded when trying to connect';

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/**
 * The pool bounds each wait for a connection by `connectionTimeoutMillis`, but a request makes
 * several in turn (a withdrawal request five or six: its idempotency lookup, its checks, its
 * transaction): with every connection busy it could wait that long at each (8.9 s against a bound
 * of 1 s in the fault suite; rule 45). Within a request (`asOneRequest`), the waits share one
 * budget instead: the time during which any of the request's queries waits for a connection counts
 * once, and once the budget is spent the next wait ends at once with the pool's own timeout error
 * (so it answers 503). An idle connection is still taken when the budget is spent: it is handed
 * over before a timer can fire. A connection that comes after its waiter gave up goes back to the
 * pool. Jobs, outside any request, keep the pool's bound per wait.
 */
function boundedConnect(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const within = (budget: ConnectBudget): Promise<pg.PoolClient> =>
    new Promise((resolve, reject) => {
      if (budget.waiting === 0) budget.since = performance.now();
      budget.waiting += 1;
      let settled = false;
      const settle = () => {
        settled = true;
        budget.waiting -= 1;
        if (budget.waiting === 0) budget.leftMs -= performance.now() - budget.since;
      };
      const timer = setTimeout(
        () => {
          if (settled) return;
          settle();
          reject(new Error(POOL_TIMEOUT_ERROR_TEXT));
        },
        Math.max(0, budget.since + budget.leftMs - performance.now()),
      );
      (connect() as Promise<pg.PoolClient>).then(
        (client) => {
          if (settled) return client.release();
          clearTimeout(timer);
          settle();
          resolve(client);
        },
        (error: unknown) => {
          if (settled) return;
          clearTimeout(timer);
          settle();
          reject(error);
        },
      );
    });
  // pg's Pool.connect takes a callback or returns a promise; its own `query` passes a callback.
  pool.connect = ((callback?: ConnectCallback) => {
    const budget = connectBudgets.getStore();
    if (!budget) return connect(callback);
    const acquired = within(budget);
    if (!callback) return acquired;
    acquired.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => undefined),
    );
    return undefined;
  }) as typeof pool.connect;
}

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
  boundedConnect(pool);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    asOneRequest: (work) =>
      connectBudgets.run({ boundMs: connectTimeoutMs, leftMs: connectTimeoutMs, waiting: 0, since: 0 }, work),
    close: () => pool.end(),
  };
}

/** Opens PGlite in `dataDir` (persisted), or in memory when dataDir is 'memory://', or from a dump. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm serves the admin's substring search over members (migration 0012).
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite) as unknown as Db;
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
