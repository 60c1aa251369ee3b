/**
 * The front door of the wallet module: code outside modules/wallet/ imports only this file.
 */
export { walletRoutes } from './wallet.routes.ts';
export { createWalletService } from './wallet.service.ts';
