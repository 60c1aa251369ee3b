import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../module-types.ts';
import type { StreamClient, StreamRefusal } from './events.hub.ts';

/**
 * `GET /api/events` (member scope: the Bearer session decides whose events) and
 * `GET /api/public/events` (anyone: public figures only) as Server-Sent Events. The reply is taken
 * over from Fastify (no serialiser, no compression) and stays open: a `retry` hint first, then
 * events as they come, heartbeats between them.
 */
function lastEventId(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 100 ? value : undefined;
}

async function openStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  who: Pick<StreamClient, 'userId' | 'sessionId' | 'isAdmin'>,
): Promise<void> {
  const { hub } = app.services.events;
  await hub.start();
  const clientAddress = request.ip;
  const refused = hub.refusal({ userId: who.userId, clientAddress });
  if (refused) throw refusedStream(refused);
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform: a proxy must not buffer or compress the stream.
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    // The socket closes with the stream: kept alive, a server shutting down would wait for it to
    // idle out (Fastify's keep-alive timeout is 72 s) after ending every stream.
    connection: 'close',
  });
  response.write('retry: 3000\n\n');
  const client: StreamClient = {
    ...who,
    clientAddress,
    write: (chunk) => void response.write(chunk),
    pendingBytes: () => response.writableLength,
    end: () => response.end(),
  };
  const close = hub.open(client, lastEventId(request));
  request.raw.socket.setNoDelay(true);
  response.on('close', close);
}

/**
 * 429 past a member's or an address's cap (the client retries later), 503 past the process's. The
 * connection closes with the answer, as a stream's would: a browser's next try opens a fresh one.
 */
const refusedHeaders = { 'retry-after': '30', connection: 'close' };
function refusedStream(refusal: StreamRefusal): AppError {
  if (refusal === 'total')
    return new AppError(
      'SERVER_BUSY',
      'Too many live connections. Please try again shortly.',
      [],
      refusedHeaders,
    );
  const whose = refusal === 'member' ? 'this account' : 'this address';
  return new AppError(
    'RATE_LIMITED',
    `Too many live connections for ${whose}. Close another tab and try again.`,
    [],
    refusedHeaders,
  );
}

/** Documented as an event stream (errors stay JSON); the body is never serialised by Fastify. */
const streamSchema = {
  tags: ['events'],
  produces: ['text/event-stream', 'application/json'],
  response: {
    200: z
      .string()
      .describe(
        'Server-Sent Events named by kind (`wallet`, `deposit`, …, `resync`), `id` for Last-Event-ID',
      ),
  },
};

const memberRoutes: FastifyPluginAsync = async (app) => {
  app.get('/events', { schema: streamSchema }, (request, reply) =>
    openStream(app, request, reply, {
      userId: request.member.userId,
      sessionId: request.member.sessionId,
      isAdmin: request.member.isAdmin,
    }),
  );
};

const publicRoutes: FastifyPluginAsync = async (app) => {
  app.get('/public/events', { schema: streamSchema }, (request, reply) =>
    openStream(app, request, reply, { userId: null, sessionId: null, isAdmin: false }),
  );
};

/** Streams are ended before the server stops listening, or it would wait for them. */
export function registerEventsLifecycle(app: FastifyInstance): void {
  app.addHook('onReady', () => app.services.events.hub.start());
  app.addHook('preClose', () => app.services.events.hub.close());
}

export const eventsRoutes: ModuleRoutes = { public: publicRoutes, member: memberRoutes };
