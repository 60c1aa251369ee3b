import type { AppDeps } from './app-types.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';

/**
 * The service layer, built once per app. Modules talk to each other only through these
 * functions (STYLE.md §1); the order below is the dependency order.
 */
export function createServices(deps: AppDeps) {
  const audit = createAuditService(deps);
  const settings = createSettingsService(deps, { audit });
  return { deps, audit, settings };
}

export type Services = ReturnType<typeof createServices>;
