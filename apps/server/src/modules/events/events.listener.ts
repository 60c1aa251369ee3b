import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { EVENTS_CHANNEL } from './events.publish.ts';

/**
 * One LISTEN per process on the events channel. PGlite is a single in-process connection and has
 * LISTEN/NOTIFY of its own. On PostgreSQL the listener holds a dedicated connection (not one of the
 * pool's, which serve requests) and reconnects after a drop; `onGap` says notifications may have
 * been missed meanwhile, so the hub can tell its clients to refetch.
 */
export interface Listener {
  close(): Promise<void>;
}

export interface ListenerHandlers {
  onPayload(payload: string): void;
  onGap(): void;
}

const RECONNECT_MS = { first: 250, max: 10_000 };

export async function listen(
  database: Database,
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
): Promise<Listener> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(EVENTS_CHANNEL, handlers.onPayload);
    return { close: () => unlisten() };
  }
  if (!database.pool) throw new Error('a PostgreSQL database without a pool');
  return listenOnPostgres(database.pool.options, handlers, log);
}

async function listenOnPostgres(
  options: pg.PoolConfig,
  handlers: ListenerHandlers,
  log: FastifyBaseLogger,
): Promise<Listener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let delayMs = RECONNECT_MS.first;

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...options, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) handlers.onPayload(message.payload);
    });
    next.on('error', (error) => log.warn({ err: error }, 'live events listener connection failed'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      handlers.onGap();
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
    delayMs = RECONNECT_MS.first;
  }

  function scheduleReconnect(): void {
    if (closed) return;
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'live events listener could not reconnect');
        delayMs = Math.min(delayMs * 2, RECONNECT_MS.max);
        scheduleReconnect();
      });
    }, delayMs);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
    },
  };
}
