import {
  companyAddressesResponseSchema,
  createUsdtDepositRequestSchema,
  createUsdtDepositResponseSchema,
  crossNetworkRequestSchema,
  crossNetworkResponseSchema,
  depositActionResponseSchema,
  depositAddressesResponseSchema,
  depositHistoryQuerySchema,
  depositHistoryResponseSchema,
  depositResponseSchema,
  detectionStatusResponseSchema,
  hostedDepositRequestSchema,
  hostedDepositResponseSchema,
  idParamSchema,
  pendingCountResponseSchema,
  preVerifyRequestSchema,
  preVerifyResponseSchema,
  testTransferRequestSchema,
  testTransferResponseSchema,
  toMicros,
  transactionLookupRequestSchema,
  transactionLookupResponseSchema,
  updateTransactionHashRequestSchema,
  webhookResponseSchema,
} from '@nova/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';
import { requireVerifiedEmail } from '../../plugins/scopes.ts';
import { rateLimited } from '../rate-limits/index.ts';
import { depositAdminRoutes } from './deposits.admin-routes.ts';
import { depositRateLimits } from './deposits.rate-limits.ts';
import { senderAddressRoutes } from './deposits.sender-routes.ts';

/** HTTP for deposits; the rules live in the service. */
const memberRoutes: FastifyPluginAsync = async (app) => {
  // Rule 9: wallet operations need a verified email; a plugin-wide hook cannot be forgotten.
  app.addHook('preHandler', requireVerifiedEmail);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deposits } = app.services;
  const tags = ['deposits'];
  const lookupLimit = rateLimited(app, depositRateLimits.lookup, 'deposit-lookup');
  const claimLimit = rateLimited(app, depositRateLimits.claim, 'deposit-claim');
  await app.register(senderAddressRoutes);

  routes.get(
    '/wallet/company-addresses',
    { schema: { tags: ['wallet'], response: { 200: companyAddressesResponseSchema } } },
    async (request) => {
      // Addresses are hidden while deposits are closed; administrators always see them.
      if (!request.member.isAdmin) await deposits.assertOpen();
      return deposits.companyAddresses();
    },
  );

  routes.get(
    '/deposit/usdt/addresses',
    { schema: { tags, response: { 200: depositAddressesResponseSchema } } },
    async (request) => deposits.addresses(request.member.userId),
  );

  routes.post(
    '/deposit/pre-verify',
    {
      schema: { tags, body: preVerifyRequestSchema, response: { 200: preVerifyResponseSchema } },
      preHandler: claimLimit,
    },
    async (request) => deposits.preVerify(request.member.userId, request.body),
  );

  for (const url of ['/deposit/transaction-details', '/deposit/auto-fill-transaction']) {
    routes.post(
      url,
      {
        schema: {
          tags,
          body: transactionLookupRequestSchema,
          response: { 200: transactionLookupResponseSchema },
        },
        preHandler: lookupLimit,
      },
      async (request) => {
        const { transactionHash, network } = request.body;
        return (await deposits.lookups.lookup(transactionHash, network, request.member.userId)).response;
      },
    );
  }

  routes.post(
    '/deposit/check-transaction-all-networks',
    {
      schema: { tags, body: crossNetworkRequestSchema, response: { 200: crossNetworkResponseSchema } },
      preHandler: lookupLimit,
    },
    async (request) => deposits.lookups.crossNetwork(request.body.transactionHash, request.member.userId),
  );

  routes.post(
    '/deposit/usdt/create',
    {
      schema: {
        tags,
        body: createUsdtDepositRequestSchema,
        response: { 200: createUsdtDepositResponseSchema, 201: createUsdtDepositResponseSchema },
      },
      preHandler: claimLimit,
    },
    async (request, reply) => {
      const { created, answer } = await deposits.createClaim(request.member.userId, request.body);
      return reply.code(created ? 201 : 200).send(answer);
    },
  );

  routes.post(
    '/deposit/create',
    {
      schema: { tags, body: hostedDepositRequestSchema, response: { 201: hostedDepositResponseSchema } },
      preHandler: claimLimit,
    },
    async (request, reply) => {
      const created = await deposits.createHosted(request.member.userId, {
        amountMicros: toMicros(request.body.amount),
        idempotencyKey: idempotencyKeyOf(request),
      });
      return reply.code(201).send({ success: true as const, ...created });
    },
  );

  for (const url of ['/deposit/history', '/deposit/my-deposits']) {
    routes.get(
      url,
      {
        schema: {
          tags,
          querystring: depositHistoryQuerySchema,
          response: { 200: depositHistoryResponseSchema },
        },
      },
      async (request) => deposits.history(request.member.userId, request.query),
    );
  }

  routes.get(
    '/deposit/pending-count',
    { schema: { tags, response: { 200: pendingCountResponseSchema } } },
    async (request) => deposits.pendingCount(request.member.userId),
  );

  routes.get(
    '/deposit/automatic-detection-status',
    { schema: { tags, response: { 200: detectionStatusResponseSchema } } },
    async () => deposits.detectionStatus(),
  );

  routes.get(
    '/deposit/:id',
    { schema: { tags, params: idParamSchema, response: { 200: depositResponseSchema } } },
    async (request) => ({ deposit: await deposits.deposit(request.member.userId, request.params.id) }),
  );

  routes.patch(
    '/deposit/:id/transaction-hash',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateTransactionHashRequestSchema,
        response: { 200: depositActionResponseSchema },
      },
      preHandler: claimLimit,
    },
    async (request) => {
      const deposit = await deposits.updateHash(
        request.member.userId,
        request.params.id,
        request.body.transactionHash,
      );
      return { success: true as const, message: 'Transaction hash updated', deposit };
    },
  );

  routes.post(
    '/deposit/:id/verify',
    {
      schema: { tags, params: idParamSchema, response: { 200: depositActionResponseSchema } },
      preHandler: lookupLimit,
    },
    async (request) => {
      const deposit = await deposits.verify(request.member.userId, request.params.id);
      return { success: true as const, message: `Deposit is ${deposit.status}`, deposit };
    },
  );

  const testTransfers = deposits.testTransfers;
  if (testTransfers) {
    routes.post(
      '/deposit/test-transfer',
      {
        schema: {
          tags,
          summary: 'Demo only: a real transfer on the local demo chain to the member’s deposit address',
          body: testTransferRequestSchema,
          response: { 201: testTransferResponseSchema },
        },
        preHandler: claimLimit,
      },
      async (request, reply) => {
        await deposits.assertOpen();
        return reply.code(201).send(await testTransfers.send(request.member.userId, request.body));
      },
    );
  }
};

/** The hosted checkout's webhook: public, authenticated by the provider's signature over the raw body. */
const publicRoutes: FastifyPluginAsync = async (app) => {
  // Only in this plugin: keep the body as bytes, since the signature covers them exactly.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/deposit/btcpay/webhook',
    {
      schema: {
        tags: ['deposits'],
        summary: 'BTCPay Server webhook (signed with BTCPay-Sig)',
        response: { 200: webhookResponseSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await app.services.deposits.hosted.webhook(body, request.headers);
      return { received: true as const };
    },
  );
};

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 200 ? value : undefined;
}

export const depositRoutes: ModuleRoutes = {
  public: publicRoutes,
  member: memberRoutes,
  admin: depositAdminRoutes,
};
