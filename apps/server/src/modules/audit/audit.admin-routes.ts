import { auditLogQuerySchema, auditLogResponseSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../app-types.ts';

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of administrator actions, newest first',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => app.services.audit.list(request.query.page, request.query.limit),
  );
};

export const auditRoutes: ModuleRoutes = { admin: adminRoutes };
