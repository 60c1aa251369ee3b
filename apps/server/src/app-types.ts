import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { DevChains } from './dev-chains/dev-chains.ts';
import type { Clock } from './lib/clock.ts';
import type { ChainSettings } from './modules/chain/chain.networks.ts';
import type { DepositsOptions } from './modules/deposits/deposits.service.ts';
import type { Services } from './services.ts';

/** What the app is built from: tests pass their own clock, database and configuration. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  /** Resolved chain settings (the demo's local chains, tests); default: from the configuration. */
  chainSettings?: ChainSettings;
  /** Local chains this process runs (the demo, browser tests): enables 'Send a test transfer'. */
  devChains?: DevChains;
  /** Deposit watcher limits and a hosted-checkout stand-in (tests). */
  deposits?: DepositsOptions;
}

/** The signed-in caller, set by the member and admin scopes. */
export interface AuthenticatedMember {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isEmailVerified: boolean;
}

/**
 * A domain module's routes, by scope (rule 13): a route is protected by where it is
 * registered, so a guard cannot be forgotten. Admin routes are mounted under /api/admin.
 */
export interface ModuleRoutes {
  public?: FastifyPluginAsync;
  member?: FastifyPluginAsync;
  admin?: FastifyPluginAsync;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: Services;
  }
  interface FastifyRequest {
    member: AuthenticatedMember;
  }
}
