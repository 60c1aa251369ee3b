/**
 * The front door of the referrals module: code outside modules/referrals/ imports only this file.
 */

export type { ReferralBonusService } from './referrals.bonuses.ts';
export { createReferralBonusService } from './referrals.bonuses.ts';
export { referralRoutes } from './referrals.routes.ts';
export { createReferralStatsService } from './referrals.stats.ts';
