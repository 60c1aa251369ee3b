/**
 * The front door of the events module: code outside modules/events/ imports only this file.
 */

export type { LiveEvent } from './events.publish.ts';
export { publishEvents } from './events.publish.ts';
export { eventsRoutes, registerEventsLifecycle } from './events.routes.ts';
export { createEventsService } from './events.service.ts';
