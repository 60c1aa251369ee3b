import {
  joinVipRequestSchema,
  joinVipResponseSchema,
  projectedEarningsQuerySchema,
  projectedEarningsResponseSchema,
  upgradeOptionsResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { requireVerifiedEmail } from '../../plugins/scopes.ts';

/** Join or upgrade, upgrade options and the earnings projection. */
export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { memberships } = app.services;

  routes.post(
    '/vip/join',
    {
      preHandler: requireVerifiedEmail,
      schema: { tags: ['vip'], body: joinVipRequestSchema, response: { 200: joinVipResponseSchema } },
    },
    async (request) =>
      memberships.join(request.member.userId, request.body.vipLevelId, idempotencyKeyOf(request)),
  );

  routes.get(
    '/vip/upgrade-options',
    { schema: { tags: ['vip'], response: { 200: upgradeOptionsResponseSchema } } },
    async (request) => memberships.upgradeOptions(request.member.userId),
  );

  routes.get(
    '/wallet/projected-earnings',
    {
      schema: {
        tags: ['wallet'],
        querystring: projectedEarningsQuerySchema,
        response: { 200: projectedEarningsResponseSchema },
      },
    },
    async (request) => memberships.projectedEarnings(request.member.userId, request.query.timeRange),
  );
};
