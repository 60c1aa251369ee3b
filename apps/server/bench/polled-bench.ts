import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { depositFunds } from '../test/fixtures.ts';
import { withDatabase } from '../test/global-setup.ts';
import { createMember } from '../test/members.ts';
import type { TestApp } from '../test/test-app.ts';
import { createLevel, joinLevel } from '../test/vip-fixtures.ts';

/**
 * The endpoints signed-in screens poll (docs/capacity.md), against a bare Fastify route doing one pg
 * query over the same database, in the same run, on PostgreSQL. Two figures per endpoint:
 * requests/s at 50 connections (target ≥ 0.5× the baseline) and p99 latency when held at 18 % of
 * the baseline's maximum rate (target < 50 ms). The load generator runs in a worker thread so it
 * does not share the server's event loop. Figures, never pass/fail (benchmarks are not tests).
 * The maximum rates are measured in ROUNDS alternating pairs (the baseline, then the endpoint) and
 * the pair with the median ratio is printed with the range of the ratios: on a machine shared with
 * other work one pair can be off by a tenth either way. BENCH_POLLED_SECONDS sets each
 * measurement's duration, BENCH_POLLED_ROUNDS the number of pairs.
 */
const SECONDS = Number.parseInt(process.env.BENCH_POLLED_SECONDS ?? '4', 10);
const ROUNDS = Number.parseInt(process.env.BENCH_POLLED_ROUNDS ?? '3', 10);
const CONNECTIONS = 50;
const POOL_SIZE = 10;
const HELD_SHARE = 0.18;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const HISTORY_DAYS = 365;

interface Load {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string>, overallRate?: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: overallRate ? 10 : CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    headers,
    ...(overallRate ? { overallRate } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * A year of daily sessions, each credited by its reward transfer, as a member who has polled for a
 * year has: the reads must not grow with a member's history. Written straight in, the sessions and
 * their transfers only: the accounts' counters and totals, which the polled reads do not walk
 * through, are left as they were, so this database is not one for the ledger's auditor.
 */
async function addSessionHistory(url: string, userId: string, levelId: string, days: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `with history as (
         select gen_random_uuid() as id, gen_random_uuid() as transfer_id, day, day + time '08:00' as started
         from generate_series(1, $3::int) as g, lateral (select current_date - g as day) d),
       sessions as (
         insert into earning_sessions (id, user_id, vip_level_id, vip_level_name, day, reward, credit_at,
           started_at, ends_at, due_at, status, credited_at, transfer_id)
         select id, $1, $2, 'Silver', day, 10000000, 'end', started, started + interval '1 hour',
           started + interval '1 hour', 'credited', started + interval '1 hour 1 minute', transfer_id
         from history)
       insert into ledger_transfers (id, key, debit_account_id, credit_account_id, amount, phase, type,
         user_id, description, metadata, created_at)
       select transfer_id, 'vip_earnings:' || id,
         (select id from ledger_accounts where key = 'system:rewards_pool'),
         (select id from ledger_accounts where user_id = $1 and kind = 'member_earnings'),
         10000000, 'single', 'VIP_EARNINGS', $1, 'Daily VIP Earnings (Silver)',
         jsonb_build_object('sessionId', id, 'day', day), started + interval '1 hour 1 minute'
       from history`,
      [userId, levelId, days],
    );
    await client.query('analyze earning_sessions');
    await client.query('analyze ledger_transfers');
  } finally {
    await client.end();
  }
}

/** The baseline: Fastify with nothing registered and one query per request through a pg pool. */
async function startBaseline(url: string, userId: string): Promise<FastifyInstance> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const app = Fastify({ logger: false });
  app.get('/one-query', async () => {
    const { rows } = await pool.query('select email from users where id = $1', [userId]);
    return { email: rows[0]?.email as string };
  });
  app.addHook('onClose', () => pool.end());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US').padStart(8);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

async function measureAll(url: string, database: Database): Promise<void> {
  const config = loadConfig({ DEMO: 'false', DATA_DIR: '/tmp/nova-bench-unused', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, clock: systemClock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const t = { app, database, clock: systemClock } as unknown as TestApp;
  const member = await createMember(t);
  const admin = await createMember(t, { isAdmin: true });
  await depositFunds(t, member.userId, '250');
  // The member holds a level, as most members who poll do: the VIP status then shows the level.
  await createLevel(t, 'Bronze', '50', '5');
  const silver = await createLevel(t, 'Silver', '100', '10');
  await createLevel(t, 'Gold', '150', '16.5');
  await joinLevel(app, member, silver.id);
  await addSessionHistory(url, member.userId, silver.id, HISTORY_DAYS);
  const baseline = await startBaseline(url, member.userId);
  const base = addressOf(app);
  const signedIn = (token: string, cacheControl?: string) => ({
    authorization: `Bearer ${token}`,
    ...(cacheControl ? { 'cache-control': cacheControl } : {}),
  });
  // The VIP status and the earning status are asked as the web app polls them (accepting an
  // answer as old as the poll's interval, which the server may keep) and read now, as the
  // refetch after an event or a change asks for them.
  const endpoints = [
    { label: '/api/wallet/stats', path: '/api/wallet/stats', headers: signedIn(member.token) },
    {
      label: '/api/vip/status (poll)',
      path: '/api/vip/status',
      headers: signedIn(member.token, 'max-age=30'),
    },
    { label: '  the same, read now', path: '/api/vip/status', headers: signedIn(member.token) },
    {
      label: '/api/tasks/earning-status (poll)',
      path: '/api/tasks/earning-status',
      headers: signedIn(member.token, 'max-age=5'),
    },
    { label: '  the same, read now', path: '/api/tasks/earning-status', headers: signedIn(member.token) },
    {
      label: '/api/deposit/pending-count',
      path: '/api/deposit/pending-count',
      headers: signedIn(member.token),
    },
    { label: '/api/admin/stats', path: '/api/admin/stats', headers: signedIn(admin.token) },
  ];
  try {
    const baselineUrl = `${addressOf(baseline)}/one-query`;
    // Warm-up: connections opened, plans cached, code paths compiled.
    await load(baselineUrl, {});
    for (const endpoint of endpoints) await load(`${base}${endpoint.path}`, endpoint.headers);

    console.info(
      `  ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${ROUNDS} pairs per endpoint, pool of ${POOL_SIZE}`,
    );
    console.info(
      `  ${'endpoint'.padEnd(32)}   req/s  baseline   ratio  (range)     │ held at /s   p99  baseline p99  errors`,
    );
    for (const endpoint of endpoints) {
      // The baseline is measured again beside each measurement of the endpoint: the machine's load drifts.
      const pairs: { baseMax: Load; max: Load; ratio: number }[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const baseMax = await load(baselineUrl, {});
        const max = await load(`${base}${endpoint.path}`, endpoint.headers);
        pairs.push({ baseMax, max, ratio: max.requestsPerSecond / baseMax.requestsPerSecond });
      }
      pairs.sort((a, b) => a.ratio - b.ratio);
      const median = pairs[Math.floor(pairs.length / 2)];
      if (!median) throw new Error('BENCH_POLLED_ROUNDS must be at least 1');
      const { baseMax, max } = median;
      const range = `(${pairs[0]?.ratio.toFixed(2)}–${pairs.at(-1)?.ratio.toFixed(2)})`;
      const rate = Math.round(baseMax.requestsPerSecond * HELD_SHARE);
      const baseHeld = await load(baselineUrl, {}, rate);
      const held = await load(`${base}${endpoint.path}`, endpoint.headers, rate);
      const errors = pairs.reduce((sum, pair) => sum + pair.max.errors, held.errors);
      console.info(
        `  ${endpoint.label.padEnd(32)} ${perSecond(max.requestsPerSecond)}  ${perSecond(baseMax.requestsPerSecond)}  ` +
          `${median.ratio.toFixed(2)}× ${range.padEnd(11)} │ ${perSecond(rate)}  ` +
          `${ms(held.p99Ms)} ${ms(baseHeld.p99Ms)}  ${errors}`,
      );
    }
    console.info(
      `  targets: ≥ ${TARGET_RATIO}× the baseline's req/s; p99 < ${TARGET_P99_MS} ms at ${HELD_SHARE * 100} % of its maximum`,
    );
  } finally {
    await baseline.close();
    await app.close();
  }
}

export async function runPolledBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.info('skipped: the polled-endpoints benchmark runs on PostgreSQL; set DATABASE_URL');
    return;
  }
  console.info('polled endpoints: requests/s and p99 beside a bare Fastify route doing one pg query');
  const name = `nova_bench_polled_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: url });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  const databaseUrl = withDatabase(url, name);
  const database = openPostgres(databaseUrl, POOL_SIZE);
  database.pool?.on('error', () => undefined);
  try {
    await runMigrations(database);
    await measureAll(databaseUrl, database);
  } finally {
    await database.close();
    await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}
