import { randomUUID } from 'node:crypto';
import type { LiveEventKind } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Publishing live events (rule 41). A domain module announces a change with
 * `publishEvents(tx, …)` inside the transaction that makes it: PostgreSQL delivers a NOTIFY only
 * when its transaction commits (and drops it on rollback), so an event never announces a change
 * that did not happen. Every process LISTENs on one channel and fans the events out to its own
 * streams (`events.hub.ts`). Outside a transaction the event goes out at once.
 */
export const EVENTS_CHANNEL = 'nova_events';

/** Who an event is for: some members, the administrators, everyone (public), in any mix. */
export interface LiveEvent {
  kind: LiveEventKind;
  userIds?: readonly string[];
  admins?: boolean;
  public?: boolean;
}

/** A request to end the streams of some sessions (logout, password change, suspension). */
export interface SessionsEnded {
  sessionIds?: readonly string[];
  /** Every session of this member… */
  userId?: string;
  /** …except this one (a password change keeps the session that made it). */
  exceptSessionId?: string;
}

/** What travels through NOTIFY: short keys, since a payload is limited to 8,000 bytes. */
export interface Envelope {
  /** Unique id, sent as the SSE `id` so a client can resume after it (Last-Event-ID). */
  i: string;
  k: LiveEventKind | 'session-ended';
  u?: string[];
  a?: 1;
  p?: 1;
  end?: { s?: string[]; u?: string; keep?: string };
}

/** Member ids per notification: 100 uuids and the envelope stay far below the 8,000-byte limit. */
const USERS_PER_NOTIFICATION = 100;

function envelopes(event: LiveEvent): Envelope[] {
  const base: Envelope = { i: '', k: event.kind };
  if (event.admins) base.a = 1;
  if (event.public) base.p = 1;
  const users = [...new Set(event.userIds ?? [])];
  if (users.length === 0) return base.a || base.p ? [{ ...base, i: randomUUID() }] : [];
  const chunks: Envelope[] = [];
  for (let start = 0; start < users.length; start += USERS_PER_NOTIFICATION) {
    const u = users.slice(start, start + USERS_PER_NOTIFICATION);
    // Admin and public delivery ride on the first chunk only, so they are not repeated.
    chunks.push(start === 0 ? { ...base, i: randomUUID(), u } : { i: randomUUID(), k: event.kind, u });
  }
  return chunks;
}

async function notify(ex: DbOrTx, payloads: Envelope[]): Promise<void> {
  if (payloads.length === 0) return;
  const texts = sql.param(payloads.map((payload) => JSON.stringify(payload)));
  await ex.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${texts}::text[]) as payload`,
  );
}

/** Announces changes; delivered when `ex`'s transaction commits (at once outside one). */
export async function publishEvents(ex: DbOrTx, events: readonly LiveEvent[]): Promise<void> {
  await notify(ex, events.flatMap(envelopes));
}

/** Ends the live streams of sessions in every process (the sessions themselves end in auth). */
export async function publishSessionsEnded(ex: DbOrTx, ended: SessionsEnded): Promise<void> {
  const end: NonNullable<Envelope['end']> = {};
  if (ended.sessionIds) end.s = [...ended.sessionIds];
  if (ended.userId) end.u = ended.userId;
  if (ended.exceptSessionId) end.keep = ended.exceptSessionId;
  await notify(ex, [{ i: randomUUID(), k: 'session-ended', end }]);
}
