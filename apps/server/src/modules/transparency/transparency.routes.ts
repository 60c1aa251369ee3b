import {
  transparencyHistoryQuerySchema,
  transparencyHistorySchema,
  transparencySchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/public/transparency/history',
    {
      schema: {
        tags: ['transparency'],
        summary: 'The daily snapshots of the transparency figures, oldest first',
        querystring: transparencyHistoryQuerySchema,
        response: { 200: transparencyHistorySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.services.transparency.history(request.query.days);
    },
  );
  routes.get(
    '/public/transparency',
    { schema: { tags: ['transparency'], response: { 200: transparencySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return app.services.transparency.figures();
    },
  );
};

export const transparencyRoutes: ModuleRoutes = { public: publicRoutes };
