import compress from '@fastify/compress';
import { safeInput } from '@nova/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppDeps } from './app-types.ts';
import { loggerOptions } from './lib/logger.ts';
import type { ModuleRoutes } from './module-types.ts';
import { adminStatsRoutes } from './modules/admin-stats/admin-stats.admin-routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.admin-routes.ts';
import { announcementRoutes } from './modules/announcements/announcements.routes.ts';
import { auditRoutes } from './modules/audit/audit.admin-routes.ts';
import type { AuthenticatedMember } from './modules/auth/auth.member.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { depositRoutes } from './modules/deposits/deposits.routes.ts';
import { eventsRoutes, registerEventsLifecycle } from './modules/events/events.routes.ts';
import { feeTiersAdminRoutes } from './modules/fee-tiers/fee-tiers.admin-routes.ts';
import { healthRoutes, registerRequestMetrics } from './modules/health/health.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { outboxAdminRoutes } from './modules/outbox/outbox.admin-routes.ts';
import { proofsRoutes } from './modules/proofs/proofs.routes.ts';
import { referralRoutes } from './modules/referrals/referrals.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { transparencyRoutes } from './modules/transparency/transparency.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { vipRoutes } from './modules/vip/vip.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { withdrawalAdminRoutes } from './modules/withdrawals/withdrawals.admin-routes.ts';
import { withdrawalMemberRoutes } from './modules/withdrawals/withdrawals.routes.ts';
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
  { admin: adminStatsRoutes },
  vipRoutes,
  tasksRoutes,
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
