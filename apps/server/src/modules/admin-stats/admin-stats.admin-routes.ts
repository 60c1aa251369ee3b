import { adminStatsResponseSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const adminStatsRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/stats',
      { schema: { tags: ['admin: dashboard'], response: { 200: adminStatsResponseSchema } } },
      async () => ({ data: await app.services.adminStats.stats() }),
    );
};
