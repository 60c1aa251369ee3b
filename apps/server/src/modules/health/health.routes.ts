import { timingSafeEqual } from 'node:crypto';
import { chainsHealthResponseSchema } from '@nova/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/migrate.ts';
import { AppError } from '../../lib/app-error.ts';
import { appVersion } from '../../lib/version.ts';
import type { ModuleRoutes } from '../../module-types.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  time: z.string(),
  /** The release running (docs/releasing.md). */
  version: z.string(),
});
const readySchema = z.object({ status: z.enum(['ready', 'not-ready']), failing: z.array(z.string()) });
const liveSchema = z.object({ status: z.literal('alive') });

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Liveness (the process answers: for the container), readiness (the database answers, migrated:
 * for the proxy; 503 listing what fails) and Prometheus metrics. No RPC is called here (decision 021).
 */
const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/health/live', { schema: { tags: ['health'], response: { 200: liveSchema } } }, async () => ({
    status: 'alive' as const,
  }));

  routes.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const database = await isDatabaseReachable(app.deps.database);
      const body = {
        status: database ? 'ok' : 'degraded',
        database,
        time: app.deps.clock.now().toISOString(),
        version: appVersion,
      } as const;
      return reply.code(database ? 200 : 503).send(body);
    },
  );

  routes.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const { ready, failing } = await app.services.operations.readiness();
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', failing });
    },
  );

  // No route at all without METRICS_TOKEN: the unknown-path 404 answers.
  const token = app.deps.config.METRICS_TOKEN;
  if (token)
    app.get('/metrics', { schema: { tags: ['health'], hide: true } }, async (request, reply) => {
      const given = /^bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim() ?? '';
      if (!sameToken(token, given)) throw new AppError('UNAUTHENTICATED', 'Authentication required');
      const { metrics } = app.services.operations;
      return reply.type(metrics.contentType).send(await metrics.text());
    });
};

/** Every answered request's duration, by route pattern (never the raw URL) and status. */
export function registerRequestMetrics(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer and has nothing to wait for.
  app.addHook('onResponse', (request, reply, done) => {
    app.services.operations.metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

/** The deposit watcher's state per network, for administrators: GET /api/admin/health/chains. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health/chains',
      { schema: { tags: ['health'], response: { 200: chainsHealthResponseSchema } } },
      async () => ({ data: await app.services.operations.chains() }),
    );
};

export const healthRoutes: ModuleRoutes = { public: publicRoutes, admin: adminRoutes };
