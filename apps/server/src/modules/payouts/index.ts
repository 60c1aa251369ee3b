/**
 * The front door of the payouts module: code outside modules/payouts/ imports only this file.
 */
export { payoutAdminRoutes } from './payouts.admin-routes.ts';
export { createPayoutsService, type PayoutsService } from './payouts.service.ts';
export type { PayoutWatcherOptions } from './payouts.watcher.ts';
