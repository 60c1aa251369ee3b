import type { AuthenticatedMember } from '../../module-types.ts';

/**
 * A short in-process memory of live sessions, so a polled endpoint does not look its session up in
 * PostgreSQL on every request. Entries live `ttlMs` of real time at most and never
 * past the session's own expiry. Whatever ends a session (logout, password change or reset,
 * suspension) forgets it here at once in this process and, through the live events channel
 * (services.ts), in every other process; a gap in that channel forgets everything. The TTL bounds
 * what a process can miss otherwise (a change it was never told about, such as an email change
 * made elsewhere that needs verifying again).
 */
export interface SessionsToForget {
  sessionIds?: readonly string[];
  userId?: string;
  exceptSessionId?: string;
}

interface Entry {
  member: AuthenticatedMember;
  freshUntilMs: number;
  expiresAtMs: number;
}

/** Enough for every member signed in at once on one process; the oldest goes first beyond it. */
const MAX_ENTRIES = 50_000;

export function createSessionCache(ttlMs: number) {
  const byTokenHash = new Map<string, Entry>();
  // A lookup that started before a session ended must not store what it read: every forget moves
  // the generation on, and `set` stores only for the generation its lookup began in.
  let generation = 0;

  return {
    /** The cached member of this token hash, if still fresh and the session not expired at `now`. */
    get(tokenHash: string, now: Date): AuthenticatedMember | undefined {
      const entry = byTokenHash.get(tokenHash);
      if (!entry) return undefined;
      if (Date.now() >= entry.freshUntilMs || now.getTime() >= entry.expiresAtMs) {
        byTokenHash.delete(tokenHash);
        return undefined;
      }
      return entry.member;
    },

    /** Taken before looking a session up in the database; passed back to `set`. */
    generation: () => generation,

    set(tokenHash: string, member: AuthenticatedMember, expiresAt: Date, lookedUpIn: number): void {
      if (ttlMs <= 0 || lookedUpIn !== generation) return;
      if (byTokenHash.size >= MAX_ENTRIES) {
        const oldest = byTokenHash.keys().next();
        if (!oldest.done) byTokenHash.delete(oldest.value);
      }
      byTokenHash.set(tokenHash, {
        member,
        freshUntilMs: Date.now() + ttlMs,
        expiresAtMs: expiresAt.getTime(),
      });
    },

    /** Forgets these sessions, or every session of a member but one; nothing given: everything. */
    forget(which: SessionsToForget | null): void {
      generation += 1;
      if (!which) {
        byTokenHash.clear();
        return;
      }
      const sessionIds = new Set(which.sessionIds ?? []);
      for (const [tokenHash, { member }] of byTokenHash) {
        const ofUser = which.userId !== undefined && member.userId === which.userId;
        const matches = ofUser
          ? member.sessionId !== which.exceptSessionId
          : sessionIds.has(member.sessionId);
        if (matches) byTokenHash.delete(tokenHash);
      }
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
