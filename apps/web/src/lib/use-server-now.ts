import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

/**
 * The server's current time, ticking every second: the last answer's `serverTime` plus the time
 * elapsed on this device since it arrived. Countdowns then hold even when the device clock is off.
 */
export function useServerNow(serverTime: string | undefined, receivedAtMs: number): Date {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!serverTime) return new Date(deviceNow);
  return new Date(new Date(serverTime).getTime() + (deviceNow - receivedAtMs));
}

/** Whole seconds from `now` until `until` (never negative). */
export function secondsBetween(now: Date, until: string | null): number {
  if (!until) return 0;
  return Math.max(0, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));
}

/**
 * 3725 → "1h 02m 05s"; under an hour → "2m 05s" (hours/minutes or minutes/seconds), with the unit
 * letters of the active language.
 */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  const seconds = pad(totalSeconds % 60);
  if (hours === 0) return i18n._(msg`${minutes}m ${seconds}s`);
  const paddedMinutes = pad(minutes);
  return i18n._(msg`${hours}h ${paddedMinutes}m ${seconds}s`);
}
