import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-types.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { withDatabase } from './global-setup.ts';

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = readFileSync(inject('pgliteDumpPath'));
    return openPglite('memory://', new Blob([dump]));
  }
  const name = `nova_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
  const database = openPostgres(withDatabase(url, name), 20);
  return {
    ...database,
    close: async () => {
      await endPool(database);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * pg's Pool.end() resolves before its clients have disconnected; dropping the database `with
 * (force)` at that moment kills them mid-goodbye and the pool raises an unhandled error. Wait for
 * every client to be gone first.
 */
async function endPool(database: Database): Promise<void> {
  const pool = database.pool;
  if (!pool) return database.close();
  let open = pool.totalCount;
  const allGone = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await database.close();
  await allGone;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

/** What a test may add to the app's dependencies (local chains, deposit options). */
export type TestAppExtras = Partial<Pick<AppDeps, 'chainSettings' | 'devChains' | 'deposits'>> & {
  /** Reuse this database (another app over the same data: a restart). */
  database?: Database;
};

/** buildApp over a fresh database, a manual clock and test configuration (no demo, no chains). */
export async function createTestApp(
  env: Record<string, string> = {},
  extras: TestAppExtras = {},
): Promise<TestApp> {
  const { database: shared, ...deps } = extras;
  const database = shared ?? (await createTestDatabase());
  const clock = new ManualClock();
  const config = loadConfig({
    DEMO: 'false',
    DATA_DIR: '/tmp/nova-test-unused',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, clock, ...deps });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
