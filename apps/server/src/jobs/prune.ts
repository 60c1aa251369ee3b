import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Rows deleted per table per run: short statements, and the run repeats while there is more. */
export const PRUNE_BATCH = 1_000;

/**
 * Housekeeping: removes what can no longer be used, a day after it ended so a
 * support question about yesterday still finds it: expired or ended sessions, expired emailed
 * codes, finished sign-in and sender-address challenges, old rate-limit counters, and sent emails after 30 days.
 * Nothing about money is ever pruned.
 */
export function pruneJob(app: FastifyInstance, intervalMs = HOUR_MS): Job {
  const { auth, twoFactor, rateLimits, outbox, deposits } = app.services;
  return {
    name: 'prune',
    intervalMs,
    run: async () => {
      const now = app.deps.clock.now().getTime();
      const dayAgo = new Date(now - DAY_MS);
      const ended = await auth.pruneEnded(dayAgo, PRUNE_BATCH);
      const removed = [
        ended.sessions,
        ended.codes,
        ended.undoLinks,
        await twoFactor.pruneChallenges(dayAgo, PRUNE_BATCH),
        await deposits.senderProofs.pruneChallenges(dayAgo, PRUNE_BATCH),
        await rateLimits.pruneExpired(new Date(now), PRUNE_BATCH),
        await outbox.pruneFinished(new Date(now - 30 * DAY_MS), PRUNE_BATCH),
      ];
      return removed.some((count) => count === PRUNE_BATCH);
    },
  };
}
