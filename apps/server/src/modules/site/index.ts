/**
 * The front door of the site module: code outside modules/site/ imports only this file.
 */
export { demoSiteContent } from './site.demo.ts';
export { siteRoutes } from './site.routes.ts';
export { createSiteService } from './site.service.ts';
