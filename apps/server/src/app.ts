import compress from '@fastify/compress';
import { safeInput } from '@nova/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppDeps } from './app-types.ts';
import { loggerOptions } from './lib/logger.ts';
import type { AuthenticatedMember, ModuleRoutes } from './module-types.ts';
import { adminStatsRoutes } from './modules/admin-stats/index.ts';
import { adminUsersRoutes } from './modules/admin-users/index.ts';
import { announcementRoutes } from './modules/announcements/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { depositRoutes } from './modules/deposits/index.ts';
import { eventsRoutes, registerEventsLifecycle } from './modules/events/index.ts';
import { feeTiersAdminRoutes } from './modules/fee-tiers/index.ts';
import { healthRoutes, registerRequestMetrics } from './modules/health/index.ts';
import { membersRoutes } from './modules/members/index.ts';
import { outboxAdminRoutes } from './modules/outbox/index.ts';
import { payoutAdminRoutes } from './modules/payouts/index.ts';
import { proofsRoutes } from './modules/proofs/index.ts';
import { referralRoutes } from './modules/referrals/index.ts';
import { rewardsPoolAdminRoutes } from './modules/rewards-pool/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { tasksRoutes } from './modules/tasks/index.ts';
import { transparencyRoutes } from './modules/transparency/index.ts';
import { twoFactorRoutes } from './modules/two-factor/index.ts';
import { vipRoutes } from './modules/vip/index.ts';
import { walletRoutes } from './modules/wallet/index.ts';
import { withdrawalAdminRoutes, withdrawalMemberRoutes } from './modules/withdrawals/index.ts';
import { registerConnectBudget } from './plugins/connect-budget.ts';
import { registerDevMailbox } from './plugins/dev-mailbox.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler, send } from './plugins/error-handler.ts';
import { registerHsts } from './plugins/hsts.ts';
import { responseSerializer } from './plugins/response-serializer.ts';
import { registerScopes } from './plugins/scopes.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSeo } from './plugins/seo.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createServices, type Services } from './services.ts';

// The decorations buildApp makes, typed where they are made: routes and plugins read them from the
// instance they are given, and so never import the composition root.
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
  }
  interface FastifyRequest {
    member: AuthenticatedMember;
  }
}

export interface BuildAppOptions extends AppDeps {
  /** Pino options; tests pass `false`. */
  logger?: boolean | object;
  /** The HTTP server's time-outs; tests shorten them. */
  httpTimeouts?: HttpTimeouts;
}

/**
 * Time-outs of the HTTP server, set explicitly (Fastify's default leaves a request's body
 * unbounded in time, so a client trickling a body holds a connection for ever). A request must
 * arrive whole, headers and body, within `requestMs` and its headers within `headersMs`, else
 * Node answers 408 and closes; Node checks every `checkIntervalMs`. A socket idle for `idleMs`
 * closes (the event streams write a heartbeat every 20 s); a kept-alive one after `keepAliveMs`.
 * A response being sent (an event stream) is not a request being received: it is never cut.
 */
export interface HttpTimeouts {
  requestMs: number;
  headersMs: number;
  checkIntervalMs: number;
  idleMs: number;
  keepAliveMs: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  checkIntervalMs: 5_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
};

/** Every domain module, in one list: adding a module is one line here. */
const modules: ModuleRoutes[] = [
  healthRoutes,
  authRoutes,
  settingsRoutes,
  auditRoutes,
  walletRoutes,
  { admin: feeTiersAdminRoutes },
  { member: withdrawalMemberRoutes, admin: withdrawalAdminRoutes },
  { admin: payoutAdminRoutes },
  { admin: adminStatsRoutes },
  vipRoutes,
  tasksRoutes,
  { admin: rewardsPoolAdminRoutes },
  referralRoutes,
  transparencyRoutes,
  proofsRoutes,
  depositRoutes,
  announcementRoutes,
  membersRoutes,
  eventsRoutes,
  siteRoutes,
  twoFactorRoutes,
  adminUsersRoutes,
  { admin: outboxAdminRoutes },
];

/** Registers everything and never listens; server.ts is the only file that listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = false, httpTimeouts = defaultHttpTimeouts, ...deps } = options;
  // Whose X-Forwarded-For and X-Forwarded-Proto are believed (rule 12): none unless configured.
  // A hop count trusts the nearest `hops` proxies, as proxy-addr counts them.
  const trusted = deps.config.TRUST_PROXY;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof trusted === 'number' ? (_address, hop) => hop < trusted : (trusted ?? false);
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(logger === true ? {} : logger),
    bodyLimit: 64 * 1024,
    requestTimeout: httpTimeouts.requestMs,
    connectionTimeout: httpTimeouts.idleMs,
    keepAliveTimeout: httpTimeouts.keepAliveMs,
    http: {
      headersTimeout: httpTimeouts.headersMs,
      connectionsCheckingInterval: httpTimeouts.checkIntervalMs,
    },
    trustProxy,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  // Every input passes the contracts' one rule on NUL and broken Unicode first (rule 6).
  app.setValidatorCompiler((route) =>
    validatorCompiler({ ...route, schema: safeInput(route.schema as ZodType) }),
  );
  app.setSerializerCompiler(responseSerializer);
  // The pool's idle connections ended by the server (a restart): worth a line, never a crash (rule 45).
  deps.database.pool?.on('error', (error) => app.log.warn({ err: error }, 'idle database connection ended'));
  app.decorate('deps', deps);
  app.decorate('services', createServices(deps, app.log));
  app.decorateRequest('member', null as never);
  registerErrorHandler(app);
  registerConnectBudget(app, deps.database);
  registerEventsLifecycle(app);
  registerRequestMetrics(app);

  registerSecurityHeaders(app);
  // API answers above 1 KiB go out compressed (brotli at quality 4, else gzip); built assets are
  // compressed once at build time and served as they are (plugins/web-app.ts); the event streams
  // take over their socket and are never compressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerHsts(app);
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
  registerSeo(app);
  await registerWebApp(app);
  return app;
}
