import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { onPostgres } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { users } from './modules/auth/auth.tables.ts';
import { startup } from './startup.ts';

/**
 * Rule 39: five servers started at once on a fresh PostgreSQL database all come up, with
 * exactly one administrator. Each instance has its own connection pool (its own database
 * sessions), as separate processes would: the migrations and the start-up writes race for real.
 */
const INSTANCES = 5;

describe.skipIf(!onPostgres)('several servers starting at once on one PostgreSQL', () => {
  it(`brings ${INSTANCES} instances up on a fresh database with one administrator`, async () => {
    const url = process.env.DATABASE_URL as string;
    const name = `nova_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const config = loadConfig({
      DATABASE_URL: withDatabase(url, name),
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/nova-test-unused',
      ADMIN_EMAIL: 'operator@example.com',
      ADMIN_PASSWORD: 'Operator-Secret9',
    });
    const databases = Array.from({ length: INSTANCES }, () => {
      const database = openPostgres(withDatabase(url, name), 3);
      // Dropping the database at the end ends any client still saying goodbye: expected here.
      database.pool?.on('error', () => undefined);
      return database;
    });
    try {
      // All migrate at once; then, the moment the last is migrated, all start up at once (the
      // widest overlap processes started together can have).
      const migrated = await Promise.allSettled(databases.map((database) => runMigrations(database)));
      expect(migrated.filter((result) => result.status === 'rejected')).toEqual([]);
      const apps = await Promise.all(
        databases.map((database) => buildApp({ config, database, clock: systemClock })),
      );
      const started = await Promise.allSettled(
        apps.map(async (app) => ({ app, running: await startup(app) })),
      );
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failures).toEqual([]);
      const [first] = databases;
      if (!first) throw new Error('no database');
      const [{ n: admins } = { n: 0 }] = await first.db
        .select({ n: count() })
        .from(users)
        .where(eq(users.isAdmin, true));
      expect(admins).toBe(1);
      const login = await (
        started[0] as PromiseFulfilledResult<{ app: Awaited<ReturnType<typeof buildApp>> }>
      ).value.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'operator@example.com', password: 'Operator-Secret9' },
      });
      expect(login.statusCode).toBe(200);
      for (const result of started) {
        if (result.status !== 'fulfilled') continue;
        await result.value.running.stop();
        await result.value.app.close();
      }
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
