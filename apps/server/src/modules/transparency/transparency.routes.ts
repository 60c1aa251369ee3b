import { transparencySchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../app-types.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/public/transparency',
      { schema: { tags: ['transparency'], response: { 200: transparencySchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return app.services.transparency.figures();
      },
    );
};

export const transparencyRoutes: ModuleRoutes = { public: publicRoutes };
