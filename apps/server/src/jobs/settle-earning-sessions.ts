import type { FastifyInstance } from 'fastify';
import type { QueueCursor } from '../modules/tasks/index.ts';
import type { Job } from './job-runner.ts';

export interface SettlementJobOptions {
  /** Pause between runs. */
  intervalMs: number;
  /** Sessions per batch (one transaction each). */
  batchSizeMax: number;
  /** Batches per run at most, so one run never monopolises the database. */
  batchesPerRunMax: number;
  /**
   * Batches settled at once. Two keep PostgreSQL busy while this process prepares the next batch
   * and while the other waits on its commit; they share only the rewards pool's row, and that
   * only for a batch's last statement (tasks.settlement.ts).
   */
  workers: number;
}

export const defaultSettlementOptions: SettlementJobOptions = {
  intervalMs: 15_000,
  batchSizeMax: 500,
  batchesPerRunMax: 20,
  workers: 2,
};

/**
 * One run: batches until nothing more is credited (a batch of only unfunded sessions means the
 * pool is empty; the next run tries again). Safe to run in several processes at once: each batch
 * takes its rows with SKIP LOCKED and credits by keys derived from the session ids.
 */
export async function runSettlement(
  app: FastifyInstance,
  given: Partial<Omit<SettlementJobOptions, 'intervalMs'>> = {},
): Promise<{ credited: number; unfunded: number }> {
  const options = { ...defaultSettlementOptions, ...given };
  const total = { credited: 0, unfunded: 0 };
  let started = 0;
  const cursor: QueueCursor = {};
  const worker = async () => {
    while (started < options.batchesPerRunMax) {
      started += 1;
      const run = await app.services.earningSessions.settleDue(options.batchSizeMax, cursor);
      total.credited += run.credited;
      total.unfunded += run.unfunded;
      if (run.credited === 0 || run.credited + run.unfunded < options.batchSizeMax) return;
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
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
