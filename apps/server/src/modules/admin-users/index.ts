/**
 * The front door of the admin-users module: code outside modules/admin-users/ imports only this file.
 */
export { adminUsersRoutes } from './admin-users.admin-routes.ts';
export { createAdminUsersService } from './admin-users.service.ts';
