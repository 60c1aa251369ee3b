import { type Network, networks } from '@nova/contracts';
import { isDatabaseReachable } from '../../db/migrate.ts';
import type { RunningJobs } from '../../jobs/job-runner.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { ChainSettings } from '../chain/chain.networks.ts';
import type { ChainService } from '../chain/chain.service.ts';
import { createMetrics } from './operations.metrics.ts';
import { appliedMigrations, chainLag, expectedMigrations, transfersByType } from './operations.reads.ts';

/**
 * Operations (decision 010): readiness — the database reachable and migrated, the job runner
 * alive, each configured RPC answering within 2 s — and the Prometheus metrics.
 */
export const RPC_CHECK_TIMEOUT_MS = 2_000;
const HEARTBEAT_STALE_MS = 30_000;

export interface OperationsDeps {
  chain: ChainService;
  pendingWithdrawals(): Promise<{ count: number; amountMicros: bigint }>;
  poolCoverageDays(): Promise<string | null>;
  emailBacklog(): Promise<{ waiting: number; failed: number }>;
}

function withinMs<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createOperations(
  deps: ModuleDeps & { chainSettings?: ChainSettings },
  services: OperationsDeps,
) {
  const { db } = deps.database;
  let jobs: RunningJobs | undefined;
  const metrics = createMetrics({
    transfersByType: () => transfersByType(db),
    chainLag: async () =>
      (await chainLag(db)).map((row) => ({
        network: row.network,
        lagBlocks:
          row.headBlock !== null && row.lastScannedBlock !== null
            ? Number(row.headBlock - row.lastScannedBlock)
            : null,
      })),
    pendingWithdrawals: services.pendingWithdrawals,
    poolCoverageDays: async () => {
      const days = await services.poolCoverageDays();
      return days === null ? null : Number(days);
    },
    emailBacklog: services.emailBacklog,
  });

  /** RPC endpoints set by the operator (or the demo's and tests' own chains); public defaults are not probed. */
  function configuredNetworks(): Network[] {
    if (deps.chainSettings) return [...networks];
    return networks.filter((network) =>
      network === 'BEP20' ? deps.config.BSC_RPC_URL : deps.config.POLYGON_RPC_URL,
    );
  }

  async function readiness(): Promise<{ ready: boolean; failing: string[] }> {
    const failing: string[] = [];
    if (!(await isDatabaseReachable(deps.database))) failing.push('database: unreachable');
    else {
      const applied = await appliedMigrations(db).catch(() => 0);
      if (applied < expectedMigrations)
        failing.push(`database: ${applied} of ${expectedMigrations} migrations applied`);
    }
    if (!jobs) failing.push('jobs: not running');
    else if (Date.now() - jobs.lastBeatAt().getTime() > HEARTBEAT_STALE_MS)
      failing.push('jobs: not responding');
    const rpc = await Promise.all(
      configuredNetworks().map(async (network) => {
        try {
          await withinMs(services.chain.readFinality(network), RPC_CHECK_TIMEOUT_MS);
          return null;
        } catch (error) {
          return `rpc ${network}: ${error instanceof Error ? error.message.split('\n')[0] : 'unavailable'}`;
        }
      }),
    );
    for (const problem of rpc) if (problem) failing.push(problem);
    return { ready: failing.length === 0, failing };
  }

  return {
    metrics,
    readiness,
    /** Set by start-up once the background jobs run. */
    attachJobs(running: RunningJobs | undefined) {
      jobs = running;
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
