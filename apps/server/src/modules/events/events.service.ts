import type { FastifyBaseLogger } from 'fastify';
import type { ModuleDeps } from '../../module-types.ts';
import { createEventHub, defaultHubOptions, type HubOptions } from './events.hub.ts';
import { type LiveEvent, publishEvents, publishSessionsEnded, type SessionsEnded } from './events.publish.ts';

/**
 * Live updates (rule 41): the narrow interface the rest of the server sees. Domain modules
 * announce changes with `publish` inside their transactions; auth (logout, password change,
 * suspension) ends streams with `endSessions`; the routes open streams on the hub.
 */
export function createEventsService(
  deps: ModuleDeps,
  log: FastifyBaseLogger,
  options: Partial<HubOptions> = {},
) {
  const { config } = deps;
  const hub = createEventHub(deps.database, log, {
    ...defaultHubOptions,
    perMemberMax: config.EVENTS_MAX_PER_MEMBER,
    perClientMax: config.EVENTS_MAX_PER_CLIENT,
    totalMax: config.EVENTS_MAX_TOTAL,
    ...options,
  });
  return {
    hub,
    publish: publishEvents,
    /** Ends the streams of these sessions in every process, at once. */
    endSessions: (ended: SessionsEnded) => publishSessionsEnded(deps.database.db, ended),
    /** Announces outside any transaction (after a change that committed elsewhere). */
    announce: (events: readonly LiveEvent[]) => publishEvents(deps.database.db, events),
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
