import {
  failedEmailsResponseSchema,
  retryEmailParamsSchema,
  retryEmailResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const tags = ['admin: email'];

/** Emails given up after their last attempt (decision 021): listed, and queued again on demand. */
export const outboxAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { outbox } = app.services;

  routes.get(
    '/outbox/failed',
    { schema: { tags, response: { 200: failedEmailsResponseSchema } } },
    async () => outbox.listFailed(),
  );

  routes.post(
    '/outbox/:id/retry',
    { schema: { tags, params: retryEmailParamsSchema, response: { 200: retryEmailResponseSchema } } },
    async (request) => {
      await outbox.retryFailed(request.params.id, request.member.userId);
      return { success: true as const, message: 'The email is queued again.' };
    },
  );
};
