import type { FastifyInstance } from 'fastify';
import { duringStartup } from './db/migrate.ts';
import { depositJobs } from './jobs/deposit-jobs.ts';
import { startJobs } from './jobs/job-runner.ts';
import { proofSnapshotJob } from './jobs/proof-snapshot.ts';
import { pruneJob } from './jobs/prune.ts';
import { emailJob } from './jobs/send-email.ts';
import { settlementJob } from './jobs/settle-earning-sessions.ts';
import { transparencySnapshotJob } from './jobs/transparency-snapshot.ts';
import { type BootstrapAccess, bootstrapAccounts } from './modules/auth/auth.bootstrap.ts';
import { seedDemoBoardMembers } from './modules/members/members.demo.ts';
import { demoSiteContent } from './modules/site/site.demo.ts';
import { demoPoolJob } from './modules/tasks/tasks.demo.ts';
import { seedDemoVipLevels } from './modules/vip/vip.seed.ts';

export interface Started {
  /** Who can sign in (printed by server.ts once it listens). */
  access: BootstrapAccess;
  /** Stops what start-up started. */
  stop(): Promise<void>;
}

/**
 * Work done once when the server starts, before it listens: bootstrap the administrator, seed the
 * demo, start background jobs.
 */
export async function startup(app: FastifyInstance): Promise<Started> {
  const { config, database, clock } = app.deps;
  // Several processes may start at once on one PostgreSQL: each finds what the first wrote.
  const access = await duringStartup(database, async () => {
    await app.services.ledger.ensureSystemAccounts();
    await app.services.twoFactor.sealPlainSecrets();
    const access = await bootstrapAccounts(app);
    if (config.demo) {
      await seedDemoVipLevels(database.db, clock.now());
      await seedDemoBoardMembers(app.services.auth);
      await app.services.site.seedExample(demoSiteContent);
    }
    return access;
  });
  const { operations } = app.services;
  const demoJobs = config.demo ? [demoPoolJob(app)] : [];
  const jobs = startJobs(
    [
      ...depositJobs(app),
      settlementJob(app),
      emailJob(app),
      ...demoJobs,
      transparencySnapshotJob(app),
      proofSnapshotJob(app),
      pruneJob(app),
    ],
    app.log,
    operations.metrics.observeJob,
  );
  operations.attachJobs(jobs);
  return { access, stop: () => jobs.stop() };
}
