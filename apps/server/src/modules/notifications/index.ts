/**
 * The front door of the notifications module: code outside modules/notifications/ imports only this file.
 */
export { createNotifications } from './notifications.service.ts';
