/**
 * The front door of the two-factor module: code outside modules/two-factor/ imports only this file.
 */
export { twoFactorRoutes } from './two-factor.routes.ts';
export { createTwoFactorService } from './two-factor.service.ts';
