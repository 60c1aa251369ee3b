import { auditLogQuerySchema, auditLogResponseSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';

const adminRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit log of administrator actions, newest first; filter by action, administrator, target and dates',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return app.services.audit.list(page, limit, filters);
    },
  );
};

export const auditRoutes: ModuleRoutes = { admin: adminRoutes };
