/**
 * The front door of the withdrawals module: code outside modules/withdrawals/ imports only this file.
 */
export { withdrawalAdminRoutes } from './withdrawals.admin-routes.ts';
export { createAdminWithdrawalsService } from './withdrawals.admin-service.ts';
export { createWithdrawalEditService } from './withdrawals.edit.ts';
export { payoutLookupFrom } from './withdrawals.payout.ts';
export type { PayoutSettlement } from './withdrawals.payout-settle.ts';
export { withdrawalMemberRoutes } from './withdrawals.routes.ts';
export { createWithdrawalsService } from './withdrawals.service.ts';
export { payoutExplorerUrl } from './withdrawals.view.ts';
