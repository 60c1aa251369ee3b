import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job: which process holds it and until when (renewed while it runs, so
 * a crashed holder's lease runs out and another process takes the job over), and the job's
 * record — runs, failures, last success — for readiness and metrics across all processes.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
});
