/**
 * The front door of the health module: code outside modules/health/ imports only this file.
 */
export { healthRoutes, registerRequestMetrics } from './health.routes.ts';
