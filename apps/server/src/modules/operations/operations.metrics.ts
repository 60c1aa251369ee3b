import type { ChainHealth } from '@nova/contracts';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobObserver } from '../../jobs/job-runner.ts';

/**
 * Prometheus metrics of one app (decision 010): request durations by route and status and job runs
 * are counted as they happen in this process; the rest is read from the database at each scrape
 * (`collect`), so every replica reports the same shared figures. The process's own figures (CPU,
 * memory, event loop, the connection pool) are this replica's. Metric names are the contract of
 * deploy/'s alert rules and dashboard (a test keeps them in step).
 */
export interface ScrapeFigures {
  transfersByType(): Promise<{ type: string; count: number }[]>;
  chains(): Promise<ChainHealth[]>;
  pendingWithdrawals(): Promise<{ count: number; amountMicros: bigint }>;
  poolCoverageDays(): Promise<number | null>;
  emailBacklog(): Promise<{ waiting: number; failed: number }>;
  /** This process's PostgreSQL pool; null on the embedded database (one connection, no pool). */
  databasePool(): { total: number; idle: number; waiting: number; max: number } | null;
  /** When the job runner last ticked; null when this process runs no jobs. */
  jobsHeartbeat(): Date | null;
}

/**
 * prom-client's default metrics (CPU, memory, event loop lag, handles) describe the process, so they
 * are collected once per process into a registry of their own, merged into each app's at scrape.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(figures: ScrapeFigures) {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'nova_http_request_duration_seconds',
    help: 'HTTP request durations by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'nova_job_runs_total',
    help: 'Background job runs in this process',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'nova_job_failures_total',
    help: 'Background job runs that failed in this process',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const lastSuccess = new Map<string, Date>();
  new Gauge({
    name: 'nova_job_lag_seconds',
    help: 'Seconds since the job last ran successfully in this process',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const [job, at] of lastSuccess) this.set({ job }, (now - at.getTime()) / 1000);
    },
  });
  new Gauge({
    name: 'nova_ledger_transfers',
    help: 'Ledger transfers by type',
    labelNames: ['type'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await figures.transfersByType()) this.set({ type: row.type }, row.count);
    },
  });
  chainGauges(registry, figures);
  new Gauge({
    name: 'nova_withdrawals_pending',
    help: 'Withdrawals waiting for an administrator (PENDING or APPROVED)',
    registers: [registry],
    async collect() {
      this.set((await figures.pendingWithdrawals()).count);
    },
  });
  new Gauge({
    name: 'nova_rewards_pool_coverage_days',
    help: 'Days of daily rewards the rewards pool covers (absent when nothing is owed)',
    registers: [registry],
    async collect() {
      this.reset();
      const days = await figures.poolCoverageDays();
      if (days !== null) this.set(days);
    },
  });
  new Gauge({
    name: 'nova_email_outbox_waiting',
    help: 'Emails waiting in the outbox',
    registers: [registry],
    async collect() {
      this.set((await figures.emailBacklog()).waiting);
    },
  });
  new Gauge({
    name: 'nova_email_outbox_failed',
    help: 'Emails given up after their last attempt, waiting for an administrator (admin Dashboard: Retry)',
    registers: [registry],
    async collect() {
      this.set((await figures.emailBacklog()).failed);
    },
  });
  processGauges(registry, figures);

  const observeJob: JobObserver = ({ job, ok, finishedAt }) => {
    jobRuns.inc({ job });
    if (ok) lastSuccess.set(job, finishedAt);
    else jobFailures.inc({ job });
  };

  const scraped = Registry.merge([registry, processMetrics()]);
  return {
    registry,
    observeRequest: (labels: { method: string; route: string; status: number }, seconds: number) =>
      requestDuration.observe({ ...labels, status: String(labels.status) }, seconds),
    observeJob,
    text: () => scraped.metrics(),
    contentType: scraped.contentType,
  };
}

/** Per network, from the deposit watcher's last result (never an RPC call at scrape time). */
function chainGauges(registry: Registry, figures: ScrapeFigures): void {
  const perNetwork = (name: string, help: string, value: (chain: ChainHealth) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['network'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const chain of await figures.chains()) {
          const figure = value(chain);
          if (figure !== null) this.set({ network: chain.network }, figure);
        }
      },
    });
  perNetwork(
    'nova_chain_head_lag_blocks',
    'Blocks between the chain head and the last block the deposit watcher read',
    (chain) => chain.lagBlocks,
  );
  perNetwork('nova_chain_last_block', 'The last block the deposit watcher read', (chain) =>
    chain.lastBlock === null ? null : Number(chain.lastBlock),
  );
  perNetwork(
    'nova_chain_rpc_failures',
    'Deposit watcher runs that failed in a row (RPC errors); 0 after a run that worked',
    (chain) => chain.rpcFailures,
  );
}

/** This replica's connection pool and job runner. */
function processGauges(registry: Registry, figures: ScrapeFigures): void {
  new Gauge({
    name: 'nova_db_pool_connections',
    help: "This process's PostgreSQL pool: connections by state (total, idle, waiting requests, max)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const pool = figures.databasePool();
      if (pool) for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });
  new Gauge({
    name: 'nova_jobs_heartbeat_age_seconds',
    help: "Seconds since this process's job runner last ticked (absent when it runs no jobs)",
    registers: [registry],
    collect() {
      this.reset();
      const beat = figures.jobsHeartbeat();
      if (beat) this.set((Date.now() - beat.getTime()) / 1000);
    },
  });
}

export type Metrics = ReturnType<typeof createMetrics>;
