import type { ChainHealth, Network } from '@nova/contracts';
import { isDatabaseReachable } from '../../db/migrate.ts';
import type { RunningJobs } from '../../jobs/job-runner.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { createMetrics } from './operations.metrics.ts';
import {
  appliedMigrations,
  chainCursorsRead,
  expectedMigrations,
  transfersByType,
} from './operations.reads.ts';

/**
 * Operations (decisions 010, 017): readiness is what a proxy needs to send a replica requests — the
 * database reachable and migrated, nothing else. Chain state is its own figure, read from the
 * deposit watcher's last result (never an RPC call here): one slow RPC provider must never mark
 * every replica unready. Plus the Prometheus metrics.
 */
export interface OperationsDeps {
  pendingWithdrawals(): Promise<{ count: number; amountMicros: bigint }>;
  poolCoverageDays(): Promise<string | null>;
  emailBacklog(): Promise<{ waiting: number; failed: number }>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createOperations(deps: ModuleDeps, services: OperationsDeps) {
  const { db } = deps.database;
  let jobs: RunningJobs | undefined;

  /** Per network, what the watcher's last run left in its cursor. */
  async function chains(): Promise<ChainHealth[]> {
    return (await chainCursorsRead(db)).map((row) => ({
      network: row.network as Network,
      status: row.failures > 0 ? 'failing' : row.lastRunAt === null ? 'not-started' : 'ok',
      lastBlock: row.lastScannedBlock === null ? null : String(row.lastScannedBlock),
      headBlock: row.headBlock === null ? null : String(row.headBlock),
      lagBlocks:
        row.headBlock !== null && row.lastScannedBlock !== null
          ? Number(row.headBlock - row.lastScannedBlock)
          : null,
      lastRunAt: iso(row.lastRunAt),
      lastError: row.lastError,
      rpcFailures: row.failures,
      retryAt: iso(row.retryAt),
    }));
  }

  const metrics = createMetrics({
    transfersByType: () => transfersByType(db),
    chains,
    pendingWithdrawals: services.pendingWithdrawals,
    poolCoverageDays: async () => {
      const days = await services.poolCoverageDays();
      return days === null ? null : Number(days);
    },
    emailBacklog: services.emailBacklog,
    databasePool: () => {
      const { pool } = deps.database;
      return pool
        ? {
            total: pool.totalCount,
            idle: pool.idleCount,
            waiting: pool.waitingCount,
            max: pool.options.max ?? 10,
          }
        : null;
    },
    jobsHeartbeat: () => jobs?.lastBeatAt() ?? null,
  });

  async function readiness(): Promise<{ ready: boolean; failing: string[] }> {
    const failing: string[] = [];
    if (!(await isDatabaseReachable(deps.database))) failing.push('database: unreachable');
    else {
      const applied = await appliedMigrations(db).catch(() => 0);
      if (applied < expectedMigrations)
        failing.push(`database: ${applied} of ${expectedMigrations} migrations applied`);
    }
    return { ready: failing.length === 0, failing };
  }

  return {
    metrics,
    readiness,
    chains,
    /** Set by start-up once the background jobs run: their heartbeat is a metric. */
    attachJobs(running: RunningJobs | undefined) {
      jobs = running;
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
