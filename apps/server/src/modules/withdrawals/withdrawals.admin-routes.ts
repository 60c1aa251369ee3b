import {
  adminWithdrawalsQuerySchema,
  adminWithdrawalsResponseSchema,
  idParamSchema,
  pendingWithdrawalsResponseSchema,
  processWithdrawalRequestSchema,
  processWithdrawalResponseSchema,
  updateWithdrawalRequestSchema,
  updateWithdrawalResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeaderSchema } from './withdrawals.routes.ts';

const tags = ['admin: withdrawals'];

export const withdrawalAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { adminWithdrawals, withdrawalEdits } = app.services;

  routes.get(
    '/withdrawals/pending',
    { schema: { tags, response: { 200: pendingWithdrawalsResponseSchema } } },
    async () => ({ data: await adminWithdrawals.pending() }),
  );

  routes.get(
    '/withdrawals',
    {
      schema: {
        tags,
        querystring: adminWithdrawalsQuerySchema,
        response: { 200: adminWithdrawalsResponseSchema },
      },
    },
    async (request) => adminWithdrawals.list(request.query),
  );

  routes.patch(
    '/withdrawals/:id/process',
    {
      schema: {
        tags,
        params: idParamSchema,
        headers: idempotencyHeaderSchema,
        body: processWithdrawalRequestSchema,
        response: { 200: processWithdrawalResponseSchema },
      },
    },
    async (request) => {
      const key = request.headers['idempotency-key'];
      const outcome = await adminWithdrawals.process(
        request.member.userId,
        request.params.id,
        request.body,
        key,
      );
      return { success: true as const, message: 'Withdrawal processed successfully!', ...outcome };
    },
  );

  routes.put(
    '/withdrawals/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateWithdrawalRequestSchema,
        response: { 200: updateWithdrawalResponseSchema },
      },
    },
    async (request) => {
      const withdrawal = await withdrawalEdits.edit(request.member.userId, request.params.id, request.body);
      return { success: true as const, message: 'Withdrawal updated successfully!', withdrawal };
    },
  );
};
