/**
 * The front door of the deposits module: code outside modules/deposits/ imports only this file.
 * SQL it lends (tables that read models join, queries run in the caller's transaction):
 * chainCursors.
 */
export { depositRoutes } from './deposits.routes.ts';
export type { DepositsOptions } from './deposits.service.ts';
export { createDepositsService } from './deposits.service.ts';
export { chainCursors } from './deposits.tables.ts';
