/**
 * The front door of the settings module: code outside modules/settings/ imports only this file.
 */
export { settingsRoutes } from './settings.routes.ts';
export type { SettingsService } from './settings.service.ts';
export { createSettingsService } from './settings.service.ts';
