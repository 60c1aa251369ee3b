import type { FastifyInstance } from 'fastify';

/**
 * Work done once when the server starts, before it listens: bootstrap the administrator, seed the
 * demo, start background jobs. Returns the function that stops what it started.
 */
export async function startup(_app: FastifyInstance): Promise<() => Promise<void>> {
  return async () => {};
}
