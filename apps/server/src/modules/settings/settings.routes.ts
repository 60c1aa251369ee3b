import { publicSettingsSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';
import { settingsAdminRoutes } from './settings.admin-routes.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Minimums, referral rates, switches and operator links any visitor may read',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => app.services.settings.publicSettings(),
  );
};

export const settingsRoutes: ModuleRoutes = { public: publicRoutes, admin: settingsAdminRoutes };
