import type { AppDeps } from './app-types.ts';
import { createFeeTiersService } from './modules/fee-tiers/fee-tiers.service.ts';

/**
 * The service layer, built once per app. Modules talk to each other only through these
 * functions (STYLE.md §1); the order below is the dependency order.
 */
export function createServices(deps: AppDeps) {
  const feeTiers = createFeeTiersService(deps, { minimumWithdrawalMicros: async () => 0n });
  return { deps, feeTiers };
}

export type Services = ReturnType<typeof createServices>;
