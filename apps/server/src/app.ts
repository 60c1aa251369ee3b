import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, ModuleRoutes } from './app-types.ts';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats.admin-routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.admin-routes.ts';
import { auditRoutes } from './modules/audit/audit.admin-routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { depositRoutes } from './modules/deposits/deposits.routes.ts';
import { earningsRoutes } from './modules/earnings/earnings.routes.ts';
import { feeTiersAdminRoutes } from './modules/fee-tiers/fee-tiers.admin-routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { transparencyRoutes } from './modules/transparency/transparency.routes.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { withdrawalAdminRoutes } from './modules/withdrawals/withdrawals.admin-routes.ts';
import { withdrawalMemberRoutes } from './modules/withdrawals/withdrawals.routes.ts';
import { registerDevMailbox } from './plugins/dev-mailbox.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler, send } from './plugins/error-handler.ts';
import { registerScopes } from './plugins/scopes.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createServices } from './services.ts';

export interface BuildAppOptions extends AppDeps {
  /** Pino options; tests pass `false`. */
  logger?: boolean | object;
}

/** Every domain module, in one list: adding a module is one line here. */
const modules: ModuleRoutes[] = [
  healthRoutes,
  authRoutes,
  settingsRoutes,
  auditRoutes,
  walletRoutes,
  { admin: feeTiersAdminRoutes },
  { member: withdrawalMemberRoutes, admin: withdrawalAdminRoutes },
  { admin: adminStatsRoutes },
  vipRoutes,
  earningsRoutes,
  referralRoutes,
  transparencyRoutes,
  depositRoutes,
  adminUsersRoutes,
];

/** Registers everything and never listens (STYLE.md §2); server.ts is the only file that listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = false, ...deps } = options;
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: false,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps, app.log));
  app.decorateRequest('member', null as never);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Operators may serve Nova over plain HTTP on a private network: keep requests as they are.
        'upgrade-insecure-requests': null,
        'img-src': ["'self'", 'data:'],
        'media-src': ["'self'", 'https:'],
        'connect-src': ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await registerDocs(app);
  await app.register(
    async (api) => {
      await registerScopes(api, modules);
      api.setNotFoundHandler((request, reply) =>
        send(reply, 'NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`),
      );
    },
    { prefix: '/api' },
  );
  registerDevMailbox(app);
  await registerWebApp(app);
  return app;
}
