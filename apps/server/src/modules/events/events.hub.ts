import type { LiveEventKind } from '@nova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type Listener, listen } from './events.listener.ts';
import type { Envelope } from './events.publish.ts';

/**
 * This process's live streams (rule 41). Events arrive from the one LISTEN
 * connection (whichever process published them) and go to the streams they are for: a member's
 * own events to that member's streams only (rule 5), admin events to administrators, public events
 * to every stream. The last events are kept so a client that reconnects with `Last-Event-ID` gets
 * what it missed; one that is too far behind is told to refetch everything (`resync`).
 */
export interface StreamClient {
  /** null on the public stream. */
  userId: string | null;
  sessionId: string | null;
  isAdmin: boolean;
  /** The connecting client's address, which the public stream is capped by. */
  clientAddress: string;
  /** Writes raw SSE text; the route owns the socket. */
  write(chunk: string): void;
  /** Bytes written but not yet sent: a client that stops reading is cut off. */
  pendingBytes(): number;
  end(): void;
}

/** An event as this process heard it, for what it keeps in memory (settings, members' polls). */
export interface HeardEvent {
  kind: LiveEventKind;
  /** The members it names. */
  userIds: readonly string[];
  /** A public event, for everyone. */
  everyone: boolean;
}

export interface HubOptions {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /**
   * A stream ends after about this long and the client reconnects (resuming by Last-Event-ID):
   * each reconnect authenticates again, so a session that ended in a way nobody announced (its
   * expiry) does not keep a stream.
   */
  streamAgeMaxMs: number;
  /** Events remembered for clients that reconnect. */
  bufferSize: number;
  /** Open streams one member may hold (tabs and devices); more is refused with 429. */
  perMemberMax: number;
  /** Open public streams one client address may hold; more is refused with 429. */
  perClientMax: number;
  /** Open streams of this process in all; more is refused with 503. */
  totalMax: number;
}

export const defaultHubOptions: HubOptions = {
  heartbeatMs: 20_000,
  streamAgeMaxMs: 15 * 60_000,
  bufferSize: 4096,
  perMemberMax: 5,
  perClientMax: 2,
  totalMax: 10_000,
};

/** Why a stream cannot open now: which cap is reached. */
export type StreamRefusal = 'member' | 'client' | 'total';

/** A client that has not read this much is gone or too slow; it reconnects and resumes. */
const PENDING_BYTES_MAX = 256 * 1024;

interface Open {
  client: StreamClient;
  closesAtMs: number;
}

function frame(envelope: Envelope): string {
  return `id: ${envelope.i}\nevent: ${envelope.k}\ndata: {"kind":"${envelope.k}"}\n\n`;
}

const RESYNC = 'event: resync\ndata: {"kind":"resync"}\n\n';

export function createEventHub(database: Database, log: FastifyBaseLogger, options: HubOptions) {
  const all = new Map<StreamClient, Open>();
  const byUser = new Map<string, Set<StreamClient>>();
  const admins = new Set<StreamClient>();
  /** Public streams by client address, for the per-client cap. */
  const publicByClient = new Map<string, number>();
  const buffer: Envelope[] = [];
  const observers = new Set<(heard: HeardEvent | null) => void>();
  /** Told which sessions ended anywhere, or null after a gap (anything may have ended). */
  const endObservers = new Set<(end: NonNullable<Envelope['end']> | null) => void>();
  let listener: Listener | undefined;
  let starting: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function send(client: StreamClient, text: string): void {
    if (client.pendingBytes() > PENDING_BYTES_MAX) {
      remove(client);
      client.end();
      return;
    }
    client.write(text);
  }

  function isFor(envelope: Envelope, client: StreamClient): boolean {
    if (envelope.p) return true;
    if (client.userId === null) return false;
    if (envelope.a && client.isAdmin) return true;
    return envelope.u?.includes(client.userId) ?? false;
  }

  function recipients(envelope: Envelope): Iterable<StreamClient> {
    if (envelope.p) return all.keys();
    const found = new Set<StreamClient>(envelope.a ? admins : []);
    for (const userId of envelope.u ?? []) for (const client of byUser.get(userId) ?? []) found.add(client);
    return found;
  }

  function endSessions(end: NonNullable<Envelope['end']>): void {
    const sessions = new Set(end.s ?? []);
    const candidates = end.u ? [...(byUser.get(end.u) ?? [])] : [...all.keys()];
    for (const client of candidates) {
      const matches = end.u ? client.sessionId !== end.keep : sessions.has(client.sessionId ?? '');
      if (!matches) continue;
      remove(client);
      client.end();
    }
  }

  function onPayload(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ payload }, 'unreadable live event');
      return;
    }
    if (envelope.k === 'session-ended') {
      for (const observer of endObservers) observer(envelope.end ?? {});
      endSessions(envelope.end ?? {});
      return;
    }
    const heard: HeardEvent = { kind: envelope.k, userIds: envelope.u ?? [], everyone: envelope.p === 1 };
    for (const observer of observers) observer(heard);
    buffer.push(envelope);
    if (buffer.length > options.bufferSize) buffer.shift();
    const text = frame(envelope);
    for (const client of recipients(envelope)) send(client, text);
  }

  /** The listener missed notifications: nobody can resume from before, everyone refetches. */
  function onGap(): void {
    for (const observer of endObservers) observer(null);
    for (const observer of observers) observer(null);
    buffer.length = 0;
    for (const client of all.keys()) send(client, RESYNC);
  }

  function tick(): void {
    const nowMs = Date.now();
    for (const [client, open] of all) {
      if (nowMs >= open.closesAtMs) {
        remove(client);
        client.end();
      } else send(client, ': heartbeat\n\n');
    }
  }

  function remove(client: StreamClient): void {
    if (!all.delete(client)) return;
    admins.delete(client);
    if (client.userId === null) {
      const left = (publicByClient.get(client.clientAddress) ?? 1) - 1;
      if (left > 0) publicByClient.set(client.clientAddress, left);
      else publicByClient.delete(client.clientAddress);
      return;
    }
    const own = byUser.get(client.userId);
    own?.delete(client);
    if (own?.size === 0) byUser.delete(client.userId);
  }

  /** Sends what the client missed since `lastEventId`, or `resync` when that is no longer known. */
  function replay(client: StreamClient, lastEventId: string): void {
    const index = buffer.findIndex((envelope) => envelope.i === lastEventId);
    if (index < 0) {
      send(client, RESYNC);
      return;
    }
    for (const envelope of buffer.slice(index + 1))
      if (isFor(envelope, client)) send(client, frame(envelope));
  }

  return {
    /** Starts listening (once); streams opened before it resolves would miss events. */
    start(): Promise<void> {
      starting ??= listen(database, { onPayload, onGap }, log).then((opened) => {
        listener = opened;
        heartbeat = setInterval(tick, options.heartbeatMs);
        heartbeat.unref();
      });
      return starting;
    },

    /**
     * The cap a new stream of `who` would pass, if any: per member on the member stream, per client
     * address on the public one, and the process's total. Asked right before `open`, with no await
     * between, so concurrent requests cannot all pass one check.
     */
    refusal(who: Pick<StreamClient, 'userId' | 'clientAddress'>): StreamRefusal | undefined {
      if (all.size >= options.totalMax) return 'total';
      if (who.userId !== null)
        return (byUser.get(who.userId)?.size ?? 0) >= options.perMemberMax ? 'member' : undefined;
      return (publicByClient.get(who.clientAddress) ?? 0) >= options.perClientMax ? 'client' : undefined;
    },

    /** Registers an open stream; returns the function that unregisters it (on disconnect). */
    open(client: StreamClient, lastEventId?: string): () => void {
      // Jitter spreads reconnects, so streams opened together do not all come back together.
      const ageMs = options.streamAgeMaxMs * (0.8 + Math.random() * 0.2);
      all.set(client, { client, closesAtMs: Date.now() + ageMs });
      if (client.isAdmin) admins.add(client);
      if (client.userId === null)
        publicByClient.set(client.clientAddress, (publicByClient.get(client.clientAddress) ?? 0) + 1);
      else {
        const own = byUser.get(client.userId) ?? new Set();
        own.add(client);
        byUser.set(client.userId, own);
      }
      if (lastEventId) replay(client, lastEventId);
      return () => remove(client);
    },

    /**
     * Calls `observer` with every event this process hears, whoever published it, and with null
     * after a gap (events may have been missed: anything may have changed).
     */
    observe(observer: (heard: HeardEvent | null) => void): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },

    /** Calls `observer` whenever sessions end in any process (null: a gap, anything may have). */
    observeSessionsEnded(observer: (end: NonNullable<Envelope['end']> | null) => void): () => void {
      endObservers.add(observer);
      return () => endObservers.delete(observer);
    },

    /** Open streams in this process (the benchmark and health figures). */
    size: () => all.size,

    async close(): Promise<void> {
      clearInterval(heartbeat);
      for (const client of [...all.keys()]) {
        remove(client);
        client.end();
      }
      await starting?.catch(() => undefined);
      await listener?.close();
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
