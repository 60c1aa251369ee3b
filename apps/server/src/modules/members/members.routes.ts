import { memberStatsSchema, publicMembersQuerySchema, publicMembersResponseSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/members/public',
    {
      schema: {
        tags: ['members'],
        summary: 'The members board: members who chose to be shown, masked',
        querystring: publicMembersQuerySchema,
        response: { 200: publicMembersResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.services.members.board(request.query);
    },
  );
  routes.get(
    '/members/stats',
    {
      schema: {
        tags: ['members'],
        summary: 'Member counts, from the database',
        response: { 200: memberStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.services.members.stats();
    },
  );
};

export const membersRoutes: ModuleRoutes = { public: publicRoutes };
