import type { FastifyInstance } from 'fastify';
import { seedDemoVipLevels } from './modules/vip/vip.seed.ts';

/**
 * Work done once when the server starts, before it listens: bootstrap the administrator, seed the
 * demo, start background jobs. Returns the function that stops what it started.
 */
export async function startup(app: FastifyInstance): Promise<() => Promise<void>> {
  const { config, database, clock } = app.deps;
  if (config.demo) await seedDemoVipLevels(database.db, clock.now());
  return async () => {};
}
