/**
 * The front door of the members module: code outside modules/members/ imports only this file.
 */
export { seedDemoBoardMembers } from './members.demo.ts';
export { membersRoutes } from './members.routes.ts';
export { createMembersService } from './members.service.ts';
