import type { AppDeps } from './app-types.ts';
import { createVipLevelsService } from './modules/vip/vip-levels.service.ts';

/**
 * The service layer, built once per app. Modules talk to each other only through these
 * functions (STYLE.md §1); the order below is the dependency order.
 */
export function createServices(deps: AppDeps) {
  const vipLevels = createVipLevelsService(deps);
  return { deps, vipLevels };
}

export type Services = ReturnType<typeof createServices>;
