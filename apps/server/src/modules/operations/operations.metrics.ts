import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobObserver } from '../../jobs/job-runner.ts';

/**
 * Prometheus metrics of one app (decision 010): request durations by route and status and job runs
 * are counted as they happen in this process; the rest is read from the database at each scrape
 * (`collect`), so every replica reports the same shared figures.
 */
export interface ScrapeFigures {
  transfersByType(): Promise<{ type: string; count: number }[]>;
  chainLag(): Promise<{ network: string; lagBlocks: number | null }[]>;
  pendingWithdrawals(): Promise<{ count: number; amountMicros: bigint }>;
  poolCoverageDays(): Promise<number | null>;
  emailBacklog(): Promise<{ waiting: number; failed: number }>;
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
  new Gauge({
    name: 'nova_chain_head_lag_blocks',
    help: 'Blocks between the chain head and the last block the deposit watcher read',
    labelNames: ['network'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await figures.chainLag())
        if (row.lagBlocks !== null) this.set({ network: row.network }, row.lagBlocks);
    },
  });
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

  const observeJob: JobObserver = ({ job, ok, finishedAt }) => {
    jobRuns.inc({ job });
    if (ok) lastSuccess.set(job, finishedAt);
    else jobFailures.inc({ job });
  };

  return {
    registry,
    observeRequest: (labels: { method: string; route: string; status: number }, seconds: number) =>
      requestDuration.observe({ ...labels, status: String(labels.status) }, seconds),
    observeJob,
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
