/**
 * The front door of the proofs module: code outside modules/proofs/ imports only this file.
 */
export { proofsRoutes } from './proofs.routes.ts';
export { createProofsService } from './proofs.service.ts';
