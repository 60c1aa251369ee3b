import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/**
 * Each request runs as one for the database (`Database.asOneRequest`): all its waits for a pooled
 * connection together last at most DATABASE_CONNECT_TIMEOUT_MS, then it answers 503 (rule 45).
 * The scope opens at the first `onRequest` hook, before the member and admin scopes check the
 * session, and lasts to the handler's end (a body read on a later turn of the socket included: the
 * test sends one).
 */
export function registerConnectBudget(app: FastifyInstance, database: Database): void {
  const asOneRequest = database.asOneRequest;
  if (!asOneRequest) return;
  app.addHook('onRequest', (_request, _reply, done) => asOneRequest(() => done()));
}
