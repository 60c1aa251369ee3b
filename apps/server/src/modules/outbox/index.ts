/**
 * The front door of the outbox module: code outside modules/outbox/ imports only this file.
 */
export { outboxAdminRoutes } from './outbox.admin-routes.ts';
export type { EnqueueEmail } from './outbox.service.ts';
export { createOutbox } from './outbox.service.ts';
