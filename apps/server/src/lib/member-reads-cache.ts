/**
 * What members poll, kept in this process between their polls (rule 41): the server should not
 * spend its time answering "nothing changed". An entry is dropped as soon as an event names its
 * member (every change that could alter it announces one in its transaction, and every process
 * hears it), and on a gap in the events, when anything may have changed. A request is answered
 * from memory only when it says how old an answer it accepts (`acceptedAgeMs`); the web app says
 * so for its polls, never for the refetch an event or a change of its own asked for, since that
 * may reach this process a moment before the event does.
 */
export interface MemberReadsCache<T> {
  /**
   * The member's value: remembered if it is at most `acceptAgeMs` old and still valid at `nowMs`,
   * else loaded. `load` says until when its value holds (the end of the day it sums, say).
   */
  read(
    userId: string,
    acceptAgeMs: number,
    nowMs: number,
    load: () => Promise<{ value: T; validUntilMs: number }>,
  ): Promise<T>;
  /** Drops these members' values (an event named them); null drops every value. */
  forget(userIds: readonly string[] | null): void;
  size(): number;
}

interface Entry<T> {
  value: T;
  loadedAtMs: number;
  validUntilMs: number;
}

/** A load under way; an event for its member while it runs makes its value unfit to keep. */
interface Load {
  outdated: boolean;
}

export function createMemberReadsCache<T>(entriesMax: number): MemberReadsCache<T> {
  // A Map keeps insertion order, so its first key is the entry loaded longest ago.
  const entries = new Map<string, Entry<T>>();
  const loads = new Map<string, Set<Load>>();

  function keep(userId: string, entry: Entry<T>): void {
    entries.delete(userId);
    entries.set(userId, entry);
    if (entries.size > entriesMax) entries.delete(entries.keys().next().value as string);
  }

  return {
    async read(userId, acceptAgeMs, nowMs, load) {
      const entry = acceptAgeMs > 0 ? entries.get(userId) : undefined;
      const age = entry ? nowMs - entry.loadedAtMs : -1;
      if (entry && age >= 0 && age <= acceptAgeMs && nowMs < entry.validUntilMs) return entry.value;
      const running: Load = { outdated: false };
      const own = loads.get(userId) ?? new Set<Load>();
      own.add(running);
      loads.set(userId, own);
      try {
        const loaded = await load();
        if (!running.outdated) keep(userId, { ...loaded, loadedAtMs: nowMs });
        return loaded.value;
      } finally {
        own.delete(running);
        if (own.size === 0) loads.delete(userId);
      }
    },

    forget(userIds) {
      if (userIds === null) {
        entries.clear();
        for (const own of loads.values()) for (const running of own) running.outdated = true;
        return;
      }
      for (const userId of userIds) {
        entries.delete(userId);
        for (const running of loads.get(userId) ?? []) running.outdated = true;
      }
    },

    size: () => entries.size,
  };
}

/** The longest age a request may accept; a larger `max-age` is read as this. */
const ACCEPTED_AGE_MAX_MS = 300_000;

/**
 * How old an answer the request accepts, from its `Cache-Control: max-age=<seconds>` (the HTTP
 * request directive for exactly this); 0, a fresh answer, without one or with `no-cache`.
 */
export function acceptedAgeMs(cacheControl: string | undefined): number {
  if (!cacheControl || cacheControl.length > 200 || /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl))
    return 0;
  const seconds = /(?:^|,)\s*max-age\s*=\s*(\d{1,9})\s*(?:,|$)/i.exec(cacheControl)?.[1];
  return seconds === undefined ? 0 : Math.min(Number(seconds) * 1000, ACCEPTED_AGE_MAX_MS);
}
