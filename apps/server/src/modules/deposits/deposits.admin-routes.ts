import {
  adminCrossNetworkRequestSchema,
  adminCrossNetworkResponseSchema,
  adminDepositsQuerySchema,
  adminDepositsResponseSchema,
  adminPendingDepositsResponseSchema,
  checkBlockchainResponseSchema,
  crossNetworkRequestSchema,
  depositActionParamsSchema,
  depositClaimantsResponseSchema,
  idParamSchema,
  processDepositRequestSchema,
  processDepositResponseSchema,
  verifyTransactionResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Administrator deposit calls, mounted under /api/admin. */
export const depositAdminRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deposits } = app.services;
  const tags = ['admin'];

  routes.get(
    '/deposits',
    {
      schema: {
        tags,
        summary: 'All deposits, newest first; search by name, email, phone or transaction hash',
        querystring: adminDepositsQuerySchema,
        response: { 200: adminDepositsResponseSchema },
      },
    },
    async (request) => deposits.adminReads.list(request.query),
  );

  routes.get(
    '/deposits/pending',
    { schema: { tags, response: { 200: adminPendingDepositsResponseSchema } } },
    async () => deposits.adminReads.pending(),
  );

  routes.get(
    '/deposits/:id/claimants',
    {
      schema: {
        tags,
        summary:
          'Every claim of the deposit’s transfer, every member who claimed from its sender, and their proved senders',
        params: idParamSchema,
        response: { 200: depositClaimantsResponseSchema },
      },
    },
    async (request) => deposits.adminReads.claimants(request.params.id),
  );

  routes.post(
    '/deposits/:id/:action',
    {
      schema: {
        tags,
        summary:
          'Approve (credits the on-chain amount once the transfer is final) or reject a PENDING deposit',
        params: depositActionParamsSchema,
        body: processDepositRequestSchema,
        response: { 200: processDepositResponseSchema },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const body = request.body ?? {};
      return action === 'approve'
        ? deposits.admin.approve(request.member.userId, id, body)
        : deposits.admin.reject(request.member.userId, id, body);
    },
  );

  routes.post(
    '/verify-transaction',
    { schema: { tags, body: crossNetworkRequestSchema, response: { 200: verifyTransactionResponseSchema } } },
    async (request) => deposits.adminReads.verifyTransaction(request.body.transactionHash),
  );

  routes.post(
    '/check-transaction-blockchain',
    { schema: { tags, body: crossNetworkRequestSchema, response: { 200: checkBlockchainResponseSchema } } },
    async (request) => deposits.adminReads.checkBlockchain(request.body.transactionHash),
  );

  routes.post(
    '/check-transaction-all-networks',
    {
      schema: {
        tags,
        body: adminCrossNetworkRequestSchema,
        response: { 200: adminCrossNetworkResponseSchema },
      },
    },
    async (request) => deposits.adminReads.crossNetwork(request.body.transactionHash, request.body.depositId),
  );
};
