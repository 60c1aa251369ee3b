import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** 'Good morning', 'Good afternoon' or 'Good evening' by the member's local time, in their language. */
export function greeting(now: Date = new Date()): string {
  const hour = now.getHours();
  if (hour < 12) return i18n._(msg`Good morning`);
  if (hour < 18) return i18n._(msg`Good afternoon`);
  return i18n._(msg`Good evening`);
}
