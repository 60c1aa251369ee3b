/**
 * The front door of the vip module: code outside modules/vip/ imports only this file.
 * SQL it lends (tables that read models join, queries run in the caller's transaction):
 * memberships, vipLevels.
 */
export { createVipLevelsService } from './vip.levels.ts';
export type { MembershipOfRow } from './vip.membership-of.ts';
export { activeDailyEarningOf, decodeMembershipOf, membershipOf } from './vip.membership-of.ts';
export type { MembershipsService } from './vip.memberships.ts';
export { createMembershipsService } from './vip.memberships.ts';
export { vipRoutes } from './vip.routes.ts';
export { seedDemoVipLevels } from './vip.seed.ts';
export { memberships, vipLevels } from './vip.tables.ts';
