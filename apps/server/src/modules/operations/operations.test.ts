import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositFunds } from '../../../test/fixtures.ts';
import { bearer, createMember } from '../../../test/members.ts';
import { createTestApp, createTestDatabase, onPostgres, type TestApp } from '../../../test/test-app.ts';
import { startJobs } from '../../jobs/job-runner.ts';
import { chainCursors } from '../deposits/deposits.tables.ts';

/** Liveness, readiness, the chains' state and the Prometheus metrics. */
const TOKEN = 'metrics-token-for-tests-0123456789';
const aliveRunner = { lastBeatAt: () => new Date(), stop: async () => {} };

describe('readiness with a dead RPC (decision 021)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An RPC that refuses connections: configured, and down.
    t = await createTestApp({ BSC_RPC_URL: 'http://127.0.0.1:9/' });
  });
  afterAll(() => t.close());

  it('is live and ready: the proxy keeps the replica, whatever the chain', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'alive' }]);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toEqual({ status: 'ready', failing: [] });
    expect(res.statusCode).toBe(200);
  });

  it('has no metrics route without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });
});

describe('readiness with the database down', () => {
  it('answers 503 naming the database, while live still answers', async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({}, { database });
    await database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready', failing: ['database: unreachable'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    // The app's own goodbye to the database (its event listener) fails with it gone.
    await t.close().catch(() => undefined);
  });
});

describe('GET /api/admin/health/chains', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the watcher's last result per network to administrators only", async () => {
    const member = await createMember(t);
    const admin = await createMember(t, { isAdmin: true });
    await t.database.db.insert(chainCursors).values([
      {
        network: 'BEP20',
        nextBlock: 101n,
        lastScannedBlock: 100n,
        headBlock: 130n,
        lastRunAt: t.clock.now(),
      },
      {
        network: 'POLYGON',
        nextBlock: 51n,
        lastScannedBlock: 50n,
        headBlock: 60n,
        failures: 3,
        lastError: 'no answer within 10000 ms',
      },
    ]);
    const chains = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/health/chains', headers: bearer(token) });
    expect((await chains(member.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/health/chains' })).statusCode).toBe(401);
    const res = await chains(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        network: 'BEP20',
        status: 'ok',
        lastBlock: '100',
        headBlock: '130',
        lagBlocks: 30,
        lastRunAt: t.clock.now().toISOString(),
        lastError: null,
        rpcFailures: 0,
        retryAt: null,
      },
      {
        network: 'POLYGON',
        status: 'failing',
        lastBlock: '50',
        headBlock: '60',
        lagBlocks: 10,
        lastRunAt: null,
        lastError: 'no answer within 10000 ms',
        rpcFailures: 3,
        retryAt: null,
      },
    ]);
  });
});

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a scrape without the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token')).statusCode).toBe(401);
  });

  it('reports requests, ledger transfers, jobs, chain lag, pending withdrawals and pool coverage', async () => {
    const member = await createMember(t);
    await depositFunds(t, member.userId, '50');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.database.db.insert(chainCursors).values({
      network: 'BEP20',
      nextBlock: 101n,
      lastScannedBlock: 100n,
      headBlock: 130n,
      failures: 2,
    });
    t.app.services.operations.attachJobs(aliveRunner);
    const jobs = startJobs(
      [
        { name: 'always-fails', intervalMs: 60_000, run: async () => Promise.reject(new Error('boom')) },
        { name: 'works', intervalMs: 60_000, run: async () => false },
      ],
      t.app.log,
      t.app.services.operations.metrics.observeJob,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await jobs.stop();

    const res = await scrape(`bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /nova_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toMatch(/nova_ledger_transfers\{type="DEPOSIT"\} 1/);
    expect(text).toMatch(/nova_job_runs_total\{job="always-fails"\} 1/);
    expect(text).toMatch(/nova_job_failures_total\{job="always-fails"\} 1/);
    expect(text).toMatch(/nova_job_lag_seconds\{job="works"\} \d/);
    expect(text).not.toMatch(/nova_job_lag_seconds\{job="always-fails"\}/);
    expect(text).toMatch(/nova_chain_head_lag_blocks\{network="BEP20"\} 30/);
    expect(text).toMatch(/nova_withdrawals_pending 0/);
    expect(text).toContain('# TYPE nova_rewards_pool_coverage_days gauge');
    expect(text).toMatch(/nova_email_outbox_waiting 0/);
    expect(text).toMatch(/nova_email_outbox_failed 0/);
    expect(text).toMatch(/nova_chain_last_block\{network="BEP20"\} 100/);
    expect(text).toMatch(/nova_chain_rpc_failures\{network="BEP20"\} 2/);
    expect(text).toMatch(/nova_jobs_heartbeat_age_seconds \d/);
    // prom-client's default process metrics, once per process.
    expect(text).toMatch(/process_cpu_user_seconds_total \d/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    // The pool exists on PostgreSQL only.
    if (onPostgres) expect(text).toMatch(/nova_db_pool_connections\{state="max"\} 20/);
    else expect(text).not.toContain('nova_db_pool_connections{');
  });
});
