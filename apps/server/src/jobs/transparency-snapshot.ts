import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

/**
 * Records the day's transparency figures (one row per UTC day, written once), so the public page
 * can draw coverage and the pool over time. Hourly runs make sure each day gets its row even after
 * a restart; every run after the first of the day changes nothing.
 */
export function transparencySnapshotJob(app: FastifyInstance, intervalMs = 60 * 60 * 1000): Job {
  return {
    name: 'transparency-snapshot',
    intervalMs,
    run: async () => {
      if (await app.services.transparency.snapshot()) app.log.info('transparency snapshot recorded');
      return false;
    },
  };
}
