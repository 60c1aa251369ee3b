import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { DbOrTx } from '../../db/client.ts';
import { deleteBatch } from '../../db/delete-batch.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitCounters } from './rate-limits.tables.ts';

/**
 * Rate limits whose counters live in the database (rules 12 and 39), through rate-limiter-flexible's
 * Drizzle store: on PostgreSQL every process behind a proxy counts against the same rows, so two
 * processes enforce one limit, not two; on the embedded database the counters survive a restart.
 *
 * Keys are written as `|name=value|` segments (`|client=203.0.113.7|account=a@example.com|`), so an
 * operator can clear every counter of one client address or one account (`clearRateLimits`).
 */
export interface LimitRule {
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
  /** Once spent, the key stays refused this long from the last attempt (default: till the window ends). */
  blockSeconds?: number;
}

export interface KeyParts {
  client?: string;
  account?: string;
  member?: string;
}

/** `{ client: '1.2.3.4', account: 'a@b.c' }` → `|client=1.2.3.4|account=a@b.c|`. */
export function limitKey(parts: KeyParts): string {
  const segments = Object.entries(parts).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${value}`],
  );
  return `|${segments.join('|')}|`;
}

export function tooManyAttempts(retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    [],
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

export function createRateLimits(db: DbOrTx) {
  const limiters = new Map<string, RateLimiterDrizzle>();

  /** One limiter per name; the name prefixes its keys in the shared table. */
  function limiter(name: string, rule: LimitRule): RateLimiterDrizzle {
    let found = limiters.get(name);
    if (!found) {
      found = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimitCounters,
        keyPrefix: name,
        points: rule.points,
        duration: rule.windowSeconds,
        blockDuration: rule.blockSeconds ?? 0,
        // Expired rows are pruned by a job (pruneExpiredRateLimits), not by a timer in every process.
        clearExpiredByTimeout: false,
      });
      limiters.set(name, found);
    }
    return found;
  }

  return {
    /** Housekeeping: counters whose window ended before `before`, at most `limit`. */
    pruneExpired: (before: Date, limit: number) => pruneExpiredRateLimits(db, before, limit),

    /** Counts one attempt and refuses it (429) once the window's points are spent. */
    async consume(name: string, rule: LimitRule, key: string): Promise<void> {
      try {
        await limiter(name, rule).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
        throw error;
      }
    },

    /**
     * Gives back one point of a live window (an attempt counted before its outcome, which then
     * did not count). Never below zero, and a window that ended meanwhile stays ended.
     */
    async refund(name: string, rule: LimitRule, key: string): Promise<void> {
      const stored = limiter(name, rule).getKey(key);
      await db
        .update(rateLimitCounters)
        .set({ points: sql`greatest(${rateLimitCounters.points} - 1, 0)` })
        .where(and(eq(rateLimitCounters.key, stored), gt(rateLimitCounters.expire, new Date())));
    },

    /** Forgets a key's count (a success ends a run of failures). */
    async reset(name: string, rule: LimitRule, key: string): Promise<void> {
      await limiter(name, rule).delete(key);
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * Deletes every counter that names this client address or this account (an identifier as the
 * sign-in form normalises it: `identifierKey` of the auth module), whatever the limit. For the
 * operator's `unlock` command; answers how many counters were removed.
 */
export async function clearRateLimits(db: DbOrTx, parts: Omit<KeyParts, 'member'>): Promise<number> {
  const needles = Object.entries(parts).flatMap(([name, value]) =>
    value === undefined ? [] : [`|${name}=${value}|`],
  );
  if (needles.length === 0) return 0;
  const matches = needles.map((needle) => sql`strpos(${rateLimitCounters.key}, ${needle}) > 0`);
  const removed = await db
    .delete(rateLimitCounters)
    .where(sql.join(matches, sql` or `))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

/** Deletes counters whose window ended before `before`, at most `limit` (the pruning job). */
export function pruneExpiredRateLimits(db: DbOrTx, before: Date, limit: number): Promise<number> {
  return deleteBatch(
    db,
    rateLimitCounters,
    rateLimitCounters.key,
    lt(rateLimitCounters.expire, before),
    limit,
  );
}
