import { transactionsQuerySchema, transactionsResponseSchema, walletStatsSchema } from '@nova/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleRoutes } from '../../module-types.ts';
import { requireVerifiedEmail } from '../../plugins/scopes.ts';

const memberRoutes: FastifyPluginAsync = async (app) => {
  // Rule 9: the wallet is used only with a verified email. A plugin-wide hook, so a
  // wallet route added later cannot forget it.
  app.addHook('preHandler', requireVerifiedEmail);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/wallet/stats',
    { schema: { tags: ['wallet'], security, response: { 200: walletStatsSchema } } },
    (request) => app.services.wallet.stats(request.member.userId),
  );

  routes.get(
    '/wallet/transactions',
    {
      schema: {
        tags: ['wallet'],
        security,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema },
      },
    },
    (request) =>
      app.services.wallet.transactions(request.member.userId, request.query.page, request.query.limit),
  );
};

export const walletRoutes: ModuleRoutes = { member: memberRoutes };
