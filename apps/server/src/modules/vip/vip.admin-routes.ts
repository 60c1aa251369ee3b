import {
  adminVipLevelsResponseSchema,
  createVipLevelRequestSchema,
  idParamSchema,
  successSchema,
  updateVipLevelRequestSchema,
  vipLevelResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The admin VIPs tab: list, create, edit, delete. */
export const vipAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const levels = app.services.vipLevels;
  const tags = ['admin', 'vip'];

  routes.get(
    '/vip-levels',
    { schema: { tags, response: { 200: adminVipLevelsResponseSchema } } },
    async () => ({
      levels: await levels.adminList(),
    }),
  );

  routes.post(
    '/vip-levels',
    { schema: { tags, body: createVipLevelRequestSchema, response: { 201: vipLevelResponseSchema } } },
    async (request, reply) => {
      const level = await levels.create(request.member.userId, request.body);
      return reply.code(201).send({ success: true, message: 'VIP level created', level });
    },
  );

  routes.put(
    '/vip-levels/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateVipLevelRequestSchema,
        response: { 200: vipLevelResponseSchema },
      },
    },
    async (request) => {
      const level = await levels.update(request.member.userId, request.params.id, request.body);
      return { success: true as const, message: 'VIP level updated', level };
    },
  );

  routes.delete(
    '/vip-levels/:id',
    { schema: { tags, params: idParamSchema, response: { 200: successSchema } } },
    async (request) => {
      await levels.remove(request.member.userId, request.params.id);
      return { success: true as const, message: 'VIP level deleted' };
    },
  );
};
