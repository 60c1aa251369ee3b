import {
  fundRewardsPoolRequestSchema,
  fundRewardsPoolResponseSchema,
  rewardsPoolSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';

/** The operator's view of the rewards pool and its funding (rule 29). */
export const rewardsPoolAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { rewardsPool, transparency } = app.services;
  const tags = ['admin', 'rewards-pool'];

  routes.get('/rewards-pool', { schema: { tags, response: { 200: rewardsPoolSchema } } }, () =>
    rewardsPool.status(),
  );

  routes.post(
    '/rewards-pool/fund',
    {
      schema: { tags, body: fundRewardsPoolRequestSchema, response: { 200: fundRewardsPoolResponseSchema } },
    },
    async (request) => {
      const pool = await rewardsPool.fund(request.member.userId, request.body, idempotencyKeyOf(request));
      transparency.invalidate();
      return { success: true as const, message: 'Rewards pool funded', pool };
    },
  );
};
