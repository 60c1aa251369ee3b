import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Takes the day's proof-of-reserves snapshot once the UTC hour of the `proofSnapshotHourUtc`
 * setting has come (decision 025; PROOF_SNAPSHOT_HOUR_UTC is only its default), read on every run
 * so an administrator's change applies from the next one. Runs hourly; the snapshot is keyed by its
 * UTC day, so a later run, a restart or another process changes nothing once the day has one (the
 * losing insert writes nothing).
 */
export function proofSnapshotJob(app: FastifyInstance, intervalMs = HOUR_MS): Job {
  return {
    name: 'proof-snapshot',
    intervalMs,
    run: async () => {
      const now = app.deps.clock.now();
      const { proofSnapshotHourUtc } = await app.services.settings.values();
      if (now.getUTCHours() < proofSnapshotHourUtc) return false;
      const id = await app.services.proofs.take(now.toISOString().slice(0, 10));
      if (id) app.log.info({ snapshotId: id }, 'proof-of-reserves snapshot taken');
      return false;
    },
  };
}
