import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { createMailer } from './lib/mailer.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createVipLevelsService } from './modules/vip/vip-levels.service.ts';

/**
 * The service layer, built once per app. Modules talk to each other only through these
 * functions (STYLE.md §1); the order below is the dependency order.
 */
export function createServices(deps: AppDeps, log: FastifyBaseLogger) {
  const mailer = createMailer(deps.config, log);
  const auth = createAuthService(deps, { mailer, log });
  const vipLevels = createVipLevelsService(deps);
  return { deps, mailer, auth, vipLevels };
}

export type Services = ReturnType<typeof createServices>;
