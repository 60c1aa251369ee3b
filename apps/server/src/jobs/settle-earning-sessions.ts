import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

export interface SettlementJobOptions {
  /** Pause between runs. */
  intervalMs: number;
  /** Sessions per batch (one transaction each). */
  batchSizeMax: number;
  /** Batches per run at most, so one run never monopolises the database. */
  batchesPerRunMax: number;
}

export const defaultSettlementOptions: SettlementJobOptions = {
  intervalMs: 15_000,
  batchSizeMax: 500,
  batchesPerRunMax: 20,
};

/**
 * One run: batches until nothing more is credited (a batch of only unfunded sessions means the
 * pool is empty; the next run tries again). Safe to run in several processes at once: each batch
 * takes its rows with SKIP LOCKED and credits by keys derived from the session ids.
 */
export async function runSettlement(
  app: FastifyInstance,
  options: Pick<SettlementJobOptions, 'batchSizeMax' | 'batchesPerRunMax'> = defaultSettlementOptions,
): Promise<{ credited: number; unfunded: number }> {
  const total = { credited: 0, unfunded: 0 };
  for (let batch = 0; batch < options.batchesPerRunMax; batch++) {
    const run = await app.services.earningSessions.settleDue(options.batchSizeMax);
    total.credited += run.credited;
    total.unfunded += run.unfunded;
    if (run.credited === 0 || run.credited + run.unfunded < options.batchSizeMax) break;
  }
  return total;
}

/** Settlement as a background job of the in-process job runner (`jobs/job-runner.ts`). */
export function settlementJob(
  app: FastifyInstance,
  options: SettlementJobOptions = defaultSettlementOptions,
): Job {
  return {
    name: 'earning-settlement',
    intervalMs: options.intervalMs,
    run: async () => {
      const total = await runSettlement(app, options);
      if (total.credited > 0) app.log.info(total, 'earning sessions settled');
      // runSettlement already goes on while batches come back full; the rest waits for the interval.
      return false;
    },
  };
}
