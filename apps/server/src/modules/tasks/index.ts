/**
 * The front door of the tasks module: code outside modules/tasks/ imports only this file.
 * SQL it lends (tables that read models join, queries run in the caller's transaction):
 * unfundedTotals, earningSessions.
 */
export type { QueueCursor } from './tasks.repo.ts';
export { unfundedTotals } from './tasks.repo.ts';
export { tasksRoutes } from './tasks.routes.ts';
export { createTasksService } from './tasks.service.ts';
export { createEarningSessionsService } from './tasks.sessions.ts';
export { earningSessions } from './tasks.tables.ts';
