import type { FastifyInstance } from 'fastify';
import { duringStartup } from './db/migrate.ts';
import { buildDemoWorld } from './demo-world.ts';
import { depositJobs } from './jobs/deposit-jobs.ts';
import { type Job, startJobs } from './jobs/job-runner.ts';
import { payoutJobs } from './jobs/payout-jobs.ts';
import { proofSnapshotJob } from './jobs/proof-snapshot.ts';
import { pruneJob } from './jobs/prune.ts';
import { emailJob } from './jobs/send-email.ts';
import { settlementJob } from './jobs/settle-earning-sessions.ts';
import { transparencySnapshotJob } from './jobs/transparency-snapshot.ts';
import { type BootstrapAccess, bootstrapAccounts } from './modules/auth/index.ts';
import { seedDemoBoardMembers } from './modules/members/index.ts';
import { demoPoolJob } from './modules/rewards-pool/index.ts';
import { demoSiteContent } from './modules/site/index.ts';
import { seedDemoVipLevels } from './modules/vip/index.ts';

export interface Started {
  /** Who can sign in (printed by server.ts once it listens). */
  access: BootstrapAccess;
  /** Settles once the demo's living world is built or found (at once outside the demo); never rejects. */
  demoWorld: Promise<void>;
  /** Stops what start-up started. */
  stop(): Promise<void>;
}

/**
 * Work done once when the server starts, before it listens: bootstrap the administrator, seed the
 * demo, start background jobs; then, while it listens, the demo's living world.
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
  // Begun now and awaited by no one here: the first demo start listens while it is built.
  const demoWorld = config.demo ? duringStartup(database, () => livingWorld(app, access)) : Promise.resolve();
  const { operations } = app.services;
  const demoJobs = config.demo ? [demoPoolJob(app)] : [];
  const jobs = startJobs(
    [
      ...depositJobs(app),
      ...payoutJobs(app),
      settlementJob(app),
      emailJob(app),
      ...demoJobs,
      // The day's snapshots are taken once: on the first demo start, of the world, not of the empty
      // books before it.
      afterWorld(transparencySnapshotJob(app), demoWorld),
      afterWorld(proofSnapshotJob(app), demoWorld),
      pruneJob(app),
    ],
    app.log,
    operations.metrics.observeJob,
  );
  operations.attachJobs(jobs);
  return {
    access,
    demoWorld,
    stop: async () => {
      await demoWorld;
      await jobs.stop();
    },
  };
}

/** `job`, whose first run waits until the demo's living world is built (at once outside the demo). */
function afterWorld(job: Job, demoWorld: Promise<void>): Job {
  return {
    ...job,
    run: async () => {
      await demoWorld;
      return job.run();
    },
  };
}

/** The demo's living world, built on the first start; a failure leaves the demo usable, and says so. */
async function livingWorld(app: FastifyInstance, access: BootstrapAccess): Promise<void> {
  if (!access.admin || !access.demoMember) return;
  const startedMs = Date.now();
  try {
    const people = { adminEmail: access.admin.email, demoMemberEmail: access.demoMember.email };
    const outcome = await buildDemoWorld(app, people);
    if (outcome === 'built') app.log.info({ ms: Date.now() - startedMs }, 'demo world built');
  } catch (error) {
    app.log.error({ err: error }, 'demo world could not be built; the demo runs without it');
  }
}
