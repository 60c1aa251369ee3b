import type { FastifyInstance } from 'fastify';
import type { Job } from './job-runner.ts';

/** The email outbox's sender (rule 40): a batch every run, at once again while more is due. */
export const EMAIL_INTERVAL_MS = 2_000;

export function emailJob(app: FastifyInstance): Job {
  return {
    name: 'email-outbox',
    intervalMs: EMAIL_INTERVAL_MS,
    run: async () => (await app.services.outbox.sendDue()).more,
  };
}
