/**
 * The front door of the admin-stats module: code outside modules/admin-stats/ imports only this file.
 */
export { adminStatsRoutes } from './admin-stats.admin-routes.ts';
export { createAdminStatsService } from './admin-stats.service.ts';
