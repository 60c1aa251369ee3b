import {
  previewFeeRequestSchema,
  previewFeeResponseSchema,
  withdrawalHistoryQuerySchema,
  withdrawalHistoryResponseSchema,
  withdrawalOptionsResponseSchema,
  withdrawalRequestResponseSchema,
  withdrawalRequestSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireVerifiedEmail } from '../../plugins/scopes.ts';
import { REQUEST_SUBMITTED_MESSAGE } from './withdrawals.service.ts';

const tags = ['withdrawal'];

/** Idempotency from the browser (rule 4): one key per submission intent, resent on retry. */
export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'The Idempotency-Key header can have at most 200 characters')
    .optional(),
});

export const withdrawalMemberRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { withdrawals } = app.services;

  routes.get(
    '/withdrawal/options',
    { schema: { tags, response: { 200: withdrawalOptionsResponseSchema } } },
    async () => withdrawals.options(),
  );

  routes.post(
    '/withdrawal/preview-fee',
    { schema: { tags, body: previewFeeRequestSchema, response: { 200: previewFeeResponseSchema } } },
    async (request) => withdrawals.previewFee(request.body),
  );

  routes.post(
    '/withdrawal/request',
    {
      preHandler: requireVerifiedEmail,
      schema: {
        tags,
        headers: idempotencyHeaderSchema,
        body: withdrawalRequestSchema,
        response: { 200: withdrawalRequestResponseSchema, 201: withdrawalRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { withdrawal, replayed } = await withdrawals.request(request.member.userId, request.body, key);
      return reply
        .code(replayed ? 200 : 201)
        .send({ success: true, message: REQUEST_SUBMITTED_MESSAGE, withdrawal });
    },
  );

  routes.get(
    '/withdrawal/history',
    {
      schema: {
        tags,
        querystring: withdrawalHistoryQuerySchema,
        response: { 200: withdrawalHistoryResponseSchema },
      },
    },
    async (request) => withdrawals.history(request.member.userId, request.query),
  );
};
