import { networks } from '@nova/contracts';
import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

/**
 * The deposit jobs: one chain watcher per network (it also re-checks that network's pending
 * claims), and the expiry of pending deposits with no matching transfer. A network with no
 * receiving address and no personal addresses has nothing to watch and gets no watcher.
 */
export const WATCH_INTERVAL_MS = 5_000;
export const EXPIRY_INTERVAL_MS = 10 * 60_000;

export function depositJobs(app: FastifyInstance): Job[] {
  const { deposits, chain } = app.services;
  const watched = networks.filter(
    (network) => chain.hasPersonalAddresses || chain.settings.networks[network].companyAddress !== null,
  );
  const watchers = watched.map(
    (network): Job => ({
      name: `chain-watcher:${network}`,
      intervalMs: WATCH_INTERVAL_MS,
      run: async () => {
        const run = await deposits.watcher.run(network);
        return run.state === 'scanned' && !run.caughtUp;
      },
    }),
  );
  const expiry: Job = {
    name: 'deposit-expiry',
    intervalMs: EXPIRY_INTERVAL_MS,
    run: async () => (await deposits.expiry.run()).expired > 0,
  };
  return [...watchers, expiry];
}
