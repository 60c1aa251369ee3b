import { settingsSchema, updateSettingsRequestSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export const settingsAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'All settings',
        response: { 200: settingsSchema },
      },
    },
    async () => app.services.settings.get(),
  );
  routes.put(
    '/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change any subset of the settings; answers the settings as saved',
        body: updateSettingsRequestSchema,
        response: { 200: settingsSchema },
      },
    },
    async (request) => app.services.settings.update(request.member.userId, request.body),
  );
};
