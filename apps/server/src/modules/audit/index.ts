/**
 * The front door of the audit module: code outside modules/audit/ imports only this file.
 */
export { auditRoutes } from './audit.admin-routes.ts';
export type { AuditRecord, AuditService } from './audit.service.ts';
export { createAuditService } from './audit.service.ts';
