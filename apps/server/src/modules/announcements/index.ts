/**
 * The front door of the announcements module: code outside modules/announcements/ imports only this file.
 */
export { announcementRoutes } from './announcements.routes.ts';
export { createAnnouncementsService } from './announcements.service.ts';
