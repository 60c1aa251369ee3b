import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleRoutes } from '../../app-types.ts';
import { isDatabaseReachable } from '../../db/migrate.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  time: z.string(),
});

const publicRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const database = await isDatabaseReachable(app.deps.database);
        const body = {
          status: database ? 'ok' : 'degraded',
          database,
          time: app.deps.clock.now().toISOString(),
        } as const;
        return reply.code(database ? 200 : 503).send(body);
      },
    );
};

export const healthRoutes: ModuleRoutes = { public: publicRoutes };
