/**
 * The front door of the rewards-pool module: code outside modules/rewards-pool/ imports only this file.
 */
export { rewardsPoolAdminRoutes } from './rewards-pool.admin-routes.ts';
export { demoPoolJob, topUpDemoRewardsPool } from './rewards-pool.demo.ts';
export type { RewardsPoolService } from './rewards-pool.service.ts';
export { coverageDays, createRewardsPoolService } from './rewards-pool.service.ts';
