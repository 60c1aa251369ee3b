import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, depositFunds } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startJobs } from '../../jobs/job-runner.ts';
import { chainCursors } from '../deposits/deposits.tables.ts';

/** Readiness and the Prometheus metrics. */
const TOKEN = 'metrics-token-for-tests-0123456789';
const aliveRunner = { lastBeatAt: () => new Date(), stop: async () => {} };

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An RPC that refuses connections: configured, and down.
    t = await createTestApp({ BSC_RPC_URL: 'http://127.0.0.1:9/' });
  });
  afterAll(() => t.close());

  it('is alive while not ready, and lists every failing part', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    const { status, failing } = res.json();
    expect(status).toBe('not-ready');
    expect(failing).toContain('jobs: not running');
    expect(failing.some((part: string) => part.startsWith('rpc BEP20:'))).toBe(true);
    // Only configured endpoints are probed.
    expect(failing.some((part: string) => part.startsWith('rpc POLYGON'))).toBe(false);
    expect(failing.some((part: string) => part.startsWith('database'))).toBe(false);
  });
});

describe('readiness of a healthy server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database migrated and the job runner beating', async () => {
    t.app.services.operations.attachJobs(aliveRunner);
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toEqual({ status: 'ready', failing: [] });
    expect(res.statusCode).toBe(200);
    t.app.services.operations.attachJobs({ ...aliveRunner, lastBeatAt: () => new Date(Date.now() - 60_000) });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().failing).toEqual([
      'jobs: not responding',
    ]);
  });

  it('has no metrics route without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
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
    });
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
  });
});
