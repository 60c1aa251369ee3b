import type { EarningPolicy } from '@nova/contracts';
import { describe, expect, it } from 'vitest';
import {
  isUtcWeekend,
  nextStartAt,
  nextUtcMidnight,
  secondsUntil,
  sessionProgress,
  sessionWindow,
  splitSeconds,
  startRefusal,
  utcDay,
} from './tasks.policy.ts';

const defaults: EarningPolicy = { sessionHours: 24, creditAt: 'end', weekendRestricted: false };
const at = (iso: string) => new Date(iso);

describe('earning policy', () => {
  it('names the UTC day, whatever the local offset of the instant', () => {
    expect(utcDay(at('2026-01-05T23:59:59.999Z'))).toBe('2026-01-05');
    expect(utcDay(at('2026-01-06T00:30:00+02:00'))).toBe('2026-01-05');
    expect(nextUtcMidnight(at('2026-01-05T09:00:00Z')).toISOString()).toBe('2026-01-06T00:00:00.000Z');
    expect(nextUtcMidnight(at('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('knows Saturday and Sunday in UTC', () => {
    expect(isUtcWeekend(at('2026-01-10T00:00:00Z'))).toBe(true); // Saturday
    expect(isUtcWeekend(at('2026-01-11T23:59:59Z'))).toBe(true); // Sunday
    expect(isUtcWeekend(at('2026-01-12T00:00:00Z'))).toBe(false); // Monday
    expect(isUtcWeekend(at('2026-01-09T23:59:59Z'))).toBe(false); // Friday
  });

  it('opens a window of sessionHours and is due at the end or at the start', () => {
    const start = at('2026-01-05T09:00:00Z');
    const end = sessionWindow(start, defaults);
    expect(end.endsAt.toISOString()).toBe('2026-01-06T09:00:00.000Z');
    expect(end.dueAt).toEqual(end.endsAt);
    const short = sessionWindow(start, { sessionHours: 1, creditAt: 'start', weekendRestricted: false });
    expect(short.endsAt.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(short.dueAt).toEqual(start);
  });

  it('refuses a start without a level, on a restricted weekend, twice a day or while running', () => {
    const monday = at('2026-01-05T09:00:00Z');
    expect(startRefusal(defaults, monday, false, null)).toBe('NO_VIP');
    expect(startRefusal(defaults, monday, true, null)).toBeNull();
    const saturday = at('2026-01-10T09:00:00Z');
    expect(startRefusal(defaults, saturday, true, null)).toBeNull();
    expect(startRefusal({ ...defaults, weekendRestricted: true }, saturday, true, null)).toBe(
      'WEEKEND_RESTRICTED',
    );
    const today = { day: '2026-01-05', endsAt: at('2026-01-05T10:00:00Z') };
    expect(startRefusal(defaults, at('2026-01-05T12:00:00Z'), true, today)).toBe('ALREADY_TODAY');
    const yesterday = { day: '2026-01-04', endsAt: at('2026-01-05T10:00:00Z') };
    expect(startRefusal(defaults, at('2026-01-05T09:59:59Z'), true, yesterday)).toBe('STILL_RUNNING');
    expect(startRefusal(defaults, at('2026-01-05T10:00:00Z'), true, yesterday)).toBeNull();
  });

  it('computes the next start: next UTC day, not before the end, skipping restricted weekends', () => {
    const short = { sessionHours: 1, creditAt: 'start', weekendRestricted: false } as const;
    const friday = {
      day: '2026-01-09',
      startedAt: at('2026-01-09T08:00:00Z'),
      endsAt: at('2026-01-09T09:00:00Z'),
    };
    expect(nextStartAt(friday, short).toISOString()).toBe('2026-01-10T00:00:00.000Z');
    expect(nextStartAt(friday, { ...short, weekendRestricted: true }).toISOString()).toBe(
      '2026-01-12T00:00:00.000Z',
    );
    const long = {
      day: '2026-01-05',
      startedAt: at('2026-01-05T09:00:00Z'),
      endsAt: at('2026-01-06T09:00:00Z'),
    };
    expect(nextStartAt(long, defaults).toISOString()).toBe('2026-01-06T09:00:00.000Z');
  });

  it('reports progress and remaining time from the window', () => {
    const window = { startedAt: at('2026-01-05T00:00:00Z'), endsAt: at('2026-01-06T00:00:00Z') };
    expect(sessionProgress(window, at('2026-01-04T23:00:00Z'))).toBe(0);
    expect(sessionProgress(window, at('2026-01-05T06:00:00Z'))).toBe(25);
    expect(sessionProgress(window, at('2026-01-05T08:00:00Z'))).toBe(33.3);
    expect(sessionProgress(window, at('2026-01-07T00:00:00Z'))).toBe(100);
    expect(secondsUntil(window.endsAt, at('2026-01-05T22:58:30Z'))).toBe(3690);
    expect(secondsUntil(window.endsAt, at('2026-01-06T01:00:00Z'))).toBe(0);
    expect(splitSeconds(3690)).toEqual({ hours: 1, minutes: 1, seconds: 30 });
  });
});
