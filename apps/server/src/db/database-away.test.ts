import { errorBodySchema } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { registerMember } from '../../test/members.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, onPostgres, type TestApp } from '../../test/test-app.ts';
import { isDatabaseUnavailable } from '../lib/db-unavailable.ts';
import { type Database, openPostgres } from './client.ts';

/**
 * Rule 45 on PostgreSQL: the database going away under a running app (a relay in front of it is
 * cut, as a restart ends every connection) or every pooled connection held by someone else. The
 * process must stay up, answer 503 DATABASE_UNAVAILABLE meanwhile, and serve again without a
 * restart, with no connection left behind.
 */
const POOL_SIZE = 3;

describe.skipIf(!onPostgres)('the database away', () => {
  const url = process.env.DATABASE_URL as string;
  const name = `nova_away_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let database: Database;
  let test: TestApp;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplateDb')}`);
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const through = new URL(withDatabase(url, name));
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    database = openPostgres(through.toString(), POOL_SIZE, 300);
    test = await createTestApp({}, { database });
  });

  afterAll(async () => {
    await test?.close();
    await database?.close();
    await proxy?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const login = () =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'nobody@example.com', password: 'Secret123' },
    });

  it('survives its idle connections being ended by the server', async () => {
    expect((await login()).statusCode).toBe(401);
    const pool = database.pool as pg.Pool;
    expect(pool.idleCount).toBeGreaterThan(0);
    // Waits on 'remove', not 'error': a listener of the test's own would hide the missing one.
    const ended = new Promise<void>((resolve) => pool.once('remove', () => resolve()));
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await ended;
    expect((await login()).statusCode).toBe(401);
  });

  it('survives a checked-out connection being ended between two queries', async () => {
    const pool = database.pool as pg.Pool;
    const client = await pool.connect();
    const [{ pid } = { pid: 0 }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .rows;
    const ended = new Promise<void>((resolve) => client.connection.once('end', () => resolve()));
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await ended;
    const next = await client.query('select 1').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(next)).toBe(true);
    client.release(next as Error);
    expect((await login()).statusCode).toBe(401);
  });

  it('answers 503 with a clear message while the database is away, and serves again once back', async () => {
    await registerMember(test.app);
    await proxy.cut();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login()));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      const body = errorBodySchema.parse(answer.json());
      expect(body.code).toBe('DATABASE_UNAVAILABLE');
      expect(body.message).toMatch(/database is not answering/);
      expect(answer.headers['retry-after']).toBe('5');
    }
    await proxy.restore();
    expect((await login()).statusCode).toBe(401);
    await registerMember(test.app);
  });

  it('makes requests wait for a busy pool up to its bound, then answers 503, and leaks nothing', async () => {
    const pool = database.pool as pg.Pool;
    const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    const answers = await Promise.all(Array.from({ length: 10 }, () => login()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(503));
    expect(answers[0]?.json().code).toBe('DATABASE_UNAVAILABLE');
    for (const client of held) client.release();
    expect((await login()).statusCode).toBe(401);
    expect(pool.totalCount).toBeLessThanOrEqual(POOL_SIZE);
    expect(pool.waitingCount).toBe(0);
  });

  it("bounds a request's waits for connections in all, not each", async () => {
    const pool = database.pool as pg.Pool;
    const asOneRequest = database.asOneRequest as NonNullable<Database['asOneRequest']>;
    const held = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Two queries in turn, each waiting 200 ms for a connection: 400 ms in all, past the 300 ms bound.
    const startedAt = performance.now();
    const request = asOneRequest(async () => {
      await database.db.execute(sql`select 1`);
      await database.db.execute(sql`select 1`);
    }).then(
      () => ({ error: undefined, afterMs: performance.now() - startedAt }),
      (error: unknown) => ({ error, afterMs: performance.now() - startedAt }),
    );
    for (let turn = 0; turn < 2; turn++) {
      await sleep(200);
      // Queued behind the request's query, this takes the connection back once that query is done.
      const again = pool.connect();
      held.pop()?.release();
      held.push(await again);
    }
    const outcome = await request;
    for (const client of held) client.release();
    expect(isDatabaseUnavailable(outcome.error)).toBe(true);
    expect(outcome.afterMs).toBeLessThan(400);
    // Outside a request, each wait has the whole bound: the same two waits succeed.
    const taken = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
    const jobStartedAt = performance.now();
    const job = (async () => {
      await database.db.execute(sql`select 1`);
      await database.db.execute(sql`select 1`);
    })();
    for (let turn = 0; turn < 2; turn++) {
      await sleep(200);
      const again = pool.connect();
      taken.pop()?.release();
      taken.push(await again);
    }
    await expect(job).resolves.toBeUndefined();
    expect(performance.now() - jobStartedAt).toBeGreaterThanOrEqual(400);
    for (const client of taken) client.release();
    expect(pool.waitingCount).toBe(0);
  });
});
