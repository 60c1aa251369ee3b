import { vipLevelsResponseSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicCache } from '../../lib/public-cache.ts';
import type { ModuleRoutes } from '../../module-types.ts';
import { vipAdminRoutes } from './vip.admin-routes.ts';
import { membershipRoutes } from './vip.memberships-routes.ts';

const publicRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/vip/public/levels',
    { schema: { tags: ['vip'], response: { 200: vipLevelsResponseSchema } } },
    async (_request, reply) => {
      publicCache(reply);
      return { levels: await app.services.vipLevels.activeLevels() };
    },
  );
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  await app.register(membershipRoutes);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/vip/levels',
      { schema: { tags: ['vip'], response: { 200: vipLevelsResponseSchema } } },
      async () => ({
        levels: await app.services.vipLevels.activeLevels(),
      }),
    );
};

export const vipRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes, admin: vipAdminRoutes };
