/**
 * The front door of the transparency module: code outside modules/transparency/ imports only this file.
 */
export { transparencyRoutes } from './transparency.routes.ts';
export { createTransparencyService } from './transparency.service.ts';
export { coverageRatio } from './transparency.verdict.ts';
