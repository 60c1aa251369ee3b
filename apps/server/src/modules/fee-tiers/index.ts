/**
 * The front door of the fee-tiers module: code outside modules/fee-tiers/ imports only this file.
 */
export { feeTiersAdminRoutes } from './fee-tiers.admin-routes.ts';
export type { FeeTiersService } from './fee-tiers.service.ts';
export { createFeeTiersService } from './fee-tiers.service.ts';
