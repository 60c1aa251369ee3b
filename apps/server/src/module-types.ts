import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';

/**
 * What every domain module is built from. Modules ask for this, not for the app's whole set of
 * dependencies, so that they never import the composition root that builds them.
 */
export interface ModuleDeps {
  config: Config;
  database: Database;
  clock: Clock;
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

/**
 * The signed-in caller, set by the member and admin scopes. The auth module resolves it and the
 * scopes plugin (infrastructure, which imports no module) carries it on the request.
 */
export interface AuthenticatedMember {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isEmailVerified: boolean;
}
