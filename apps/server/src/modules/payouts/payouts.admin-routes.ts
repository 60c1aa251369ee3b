import {
  createWithdrawalBatchRequestSchema,
  idParamSchema,
  openBatchItemsResponseSchema,
  recordBatchTransactionRequestSchema,
  recordBatchTransactionResponseSchema,
  safeBatchFileSchema,
  unmatchedPayoutsResponseSchema,
  unpaidPayoutsResponseSchema,
  withdrawalBatchesQuerySchema,
  withdrawalBatchesResponseSchema,
  withdrawalBatchResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toUnmatchedPayout } from './payouts.view.ts';

const tags = ['admin: payouts'];

/** Withdrawal batches and payouts seen on chain (decision 026); mounted in the admin scope. */
export const payoutAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { payouts } = app.services;
  const byId = { tags, params: idParamSchema };

  routes.get(
    '/withdrawal-batches',
    {
      schema: {
        tags,
        querystring: withdrawalBatchesQuerySchema,
        response: { 200: withdrawalBatchesResponseSchema },
      },
    },
    async (request) => payouts.list(request.query.page, request.query.limit),
  );

  routes.post(
    '/withdrawal-batches',
    {
      schema: {
        tags,
        body: createWithdrawalBatchRequestSchema,
        response: { 201: withdrawalBatchResponseSchema },
      },
    },
    async (request, reply) => {
      const batch = await payouts.create(request.member.userId, request.body);
      return reply.code(201).send({ batch });
    },
  );

  routes.get(
    '/withdrawal-batches/open-items',
    { schema: { tags, response: { 200: openBatchItemsResponseSchema } } },
    async () => ({ data: await payouts.openItems() }),
  );

  routes.get(
    '/withdrawal-batches/:id',
    { schema: { ...byId, response: { 200: withdrawalBatchResponseSchema } } },
    async (request) => ({ batch: await payouts.detail(request.params.id) }),
  );

  routes.post(
    '/withdrawal-batches/:id/cancel',
    { schema: { ...byId, response: { 200: withdrawalBatchResponseSchema } } },
    async (request) => ({ batch: await payouts.cancel(request.member.userId, request.params.id) }),
  );

  routes.post(
    '/withdrawal-batches/:id/transactions',
    {
      schema: {
        ...byId,
        body: recordBatchTransactionRequestSchema,
        response: { 200: recordBatchTransactionResponseSchema },
      },
    },
    async (request) => payouts.record(request.member.userId, request.params.id, request.body.transactionHash),
  );

  routes.get(
    '/withdrawal-batches/:id/safe.json',
    { schema: { ...byId, response: { 200: safeBatchFileSchema } } },
    async (request, reply) => {
      const file = await payouts.downloadSafe(request.member.userId, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="batch-${request.params.id}-safe.json"`)
        .header('cache-control', 'no-store')
        .type('application/json')
        .send(file);
    },
  );

  routes.get(
    '/withdrawal-batches/:id/payouts.csv',
    { schema: { ...byId, produces: ['text/csv'] } },
    async (request, reply) => {
      const file = await payouts.downloadCsv(request.member.userId, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="batch-${request.params.id}-payouts.csv"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(file);
    },
  );

  routes.get(
    '/payouts/unpaid',
    { schema: { tags, response: { 200: unpaidPayoutsResponseSchema } } },
    async () => ({
      data: await payouts.unpaidTotals(),
    }),
  );

  routes.get(
    '/payouts/unmatched',
    { schema: { tags, response: { 200: unmatchedPayoutsResponseSchema } } },
    async () => ({ data: (await payouts.unmatched()).map(toUnmatchedPayout) }),
  );
};
