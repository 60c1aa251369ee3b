import {
  createFeeTierRequestSchema,
  feeTierResponseSchema,
  feeTiersResponseSchema,
  feeTiersValidationSchema,
  idParamSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['admin: fee tiers'];

export const feeTiersAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { feeTiers } = app.services;

  routes.get(
    '/withdrawal-fee-tiers',
    { schema: { tags, response: { 200: feeTiersResponseSchema } } },
    async () => ({ data: await feeTiers.list() }),
  );

  routes.get(
    '/withdrawal-fee-tiers/validate',
    { schema: { tags, response: { 200: feeTiersValidationSchema } } },
    async () => feeTiers.validate(),
  );

  routes.post(
    '/withdrawal-fee-tiers',
    { schema: { tags, body: createFeeTierRequestSchema, response: { 201: feeTierResponseSchema } } },
    async (request, reply) => {
      const tier = await feeTiers.create(request.body, request.member.userId);
      return reply.code(201).send({ success: true, message: 'Fee tier created', tier });
    },
  );

  routes.delete(
    '/withdrawal-fee-tiers/:id',
    { schema: { tags, params: idParamSchema, response: { 200: feeTierResponseSchema } } },
    async (request) => {
      const tier = await feeTiers.remove(request.params.id, request.member.userId);
      return { success: true as const, message: 'Fee tier deleted', tier };
    },
  );
};
