import { networks } from '@nova/contracts';
import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

/**
 * The payout watchers (decision 026): one per network with a payout address configured; a network
 * without one has nothing to watch and gets no job.
 */
export const PAYOUT_WATCH_INTERVAL_MS = 15_000;

export function payoutJobs(app: FastifyInstance): Job[] {
  const { payouts, chain } = app.services;
  return networks
    .filter((network) => chain.settings.networks[network].payoutAddress !== null)
    .map((network) => ({
      name: `payout-watcher:${network}`,
      intervalMs: PAYOUT_WATCH_INTERVAL_MS,
      run: async () => {
        const run = await payouts.watcher.run(network);
        return run.state === 'scanned' && !run.caughtUp;
      },
    }));
}
