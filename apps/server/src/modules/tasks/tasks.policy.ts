import type { EarningPolicy, RemainingTime } from '@nova/contracts';

/**
 * The earning policy of rule 27 as pure functions of an instant: one session per member per
 * UTC day, a window of `sessionHours` from its start, credited at the start or the end, and
 * optionally no sessions on Saturdays and Sundays (UTC). Nothing here reads a clock.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The first instant of the next UTC day. */
export function nextUtcMidnight(instant: Date): Date {
  const start = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  return new Date(start + DAY_MS);
}

export function isUtcWeekend(instant: Date): boolean {
  const weekday = instant.getUTCDay();
  return weekday === 0 || weekday === 6;
}

export interface SessionWindow {
  startedAt: Date;
  endsAt: Date;
  /** When settlement may credit the reward: the start or the end (policy.creditAt). */
  dueAt: Date;
}

export function sessionWindow(startedAt: Date, policy: EarningPolicy): SessionWindow {
  const endsAt = new Date(startedAt.getTime() + policy.sessionHours * HOUR_MS);
  return { startedAt, endsAt, dueAt: policy.creditAt === 'start' ? startedAt : endsAt };
}

/** The facts a start decision needs about the member's latest session. */
export interface LatestSession {
  day: string;
  endsAt: Date;
}

export type StartRefusal = 'NO_VIP' | 'WEEKEND_RESTRICTED' | 'ALREADY_TODAY' | 'STILL_RUNNING';

/**
 * Why a session cannot start now, or null when it can. The order is the order a member should
 * hear them in: no level first, then the weekend, then today's session.
 */
export function startRefusal(
  policy: EarningPolicy,
  now: Date,
  hasActiveVip: boolean,
  latest: LatestSession | null,
): StartRefusal | null {
  if (!hasActiveVip) return 'NO_VIP';
  if (policy.weekendRestricted && isUtcWeekend(now)) return 'WEEKEND_RESTRICTED';
  if (latest && latest.day === utcDay(now)) return 'ALREADY_TODAY';
  if (latest && latest.endsAt.getTime() > now.getTime()) return 'STILL_RUNNING';
  return null;
}

/** When the member may start again after `latest`: the next UTC day, and not before it ends. */
export function nextStartAt(latest: LatestSession & { startedAt: Date }, policy: EarningPolicy): Date {
  let candidate = nextUtcMidnight(latest.startedAt);
  if (latest.endsAt.getTime() > candidate.getTime()) candidate = latest.endsAt;
  while (policy.weekendRestricted && isUtcWeekend(candidate)) candidate = nextUtcMidnight(candidate);
  return candidate;
}

/** Percent of the window elapsed at `now`, 0–100, one decimal (rounded down). */
export function sessionProgress(window: { startedAt: Date; endsAt: Date }, now: Date): number {
  const total = window.endsAt.getTime() - window.startedAt.getTime();
  const elapsed = Math.min(Math.max(now.getTime() - window.startedAt.getTime(), 0), total);
  return Math.floor((elapsed * 1000) / total) / 10;
}

/** Whole seconds from `now` until `until`, never negative. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export function splitSeconds(totalSeconds: number): RemainingTime {
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
