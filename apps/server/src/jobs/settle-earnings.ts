import type { FastifyInstance } from 'fastify';

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
    const run = await app.services.earnings.settleDue(options.batchSizeMax);
    total.credited += run.credited;
    total.unfunded += run.unfunded;
    if (run.credited === 0 || run.credited + run.unfunded < options.batchSizeMax) break;
  }
  return total;
}

/** Runs settlement in the background until the returned function is called. */
export function startSettlementJob(
  app: FastifyInstance,
  options: SettlementJobOptions = defaultSettlementOptions,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runSettlement(app, options)
      .then((total) => {
        if (total.credited > 0) app.log.info(total, 'earning sessions settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'earning settlement failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
