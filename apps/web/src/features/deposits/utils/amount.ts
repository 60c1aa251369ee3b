import { isMoneyString, toMicros } from '@nova/contracts/money';
import { activeLanguage, isRightToLeft } from '@/lib/i18n/language.ts';

/**
 * Amounts stay decimal strings and compare as integer micro-units (rule 7): the form never
 * turns money into a floating-point number.
 */
export const QUICK_AMOUNTS = ['10', '25', '50', '100', '250', '500'] as const;

export function isPositiveAmount(value: string): boolean {
  return isMoneyString(value) && toMicros(value) > 0n;
}

export function isBelow(value: string, minimum: string): boolean {
  return isMoneyString(value) && isMoneyString(minimum) && toMicros(value) < toMicros(minimum);
}

/** Amounts within 0.01 of each other match. */
export function amountsMatch(a: string, b: string): boolean {
  if (!isMoneyString(a) || !isMoneyString(b)) return false;
  const difference = toMicros(a) - toMicros(b);
  return (difference < 0n ? -difference : difference) < 10_000n;
}

/**
 * What to send for a purpose such as a VIP level: the amount still needed, raised to the minimum
 * deposit when below it (a smaller transfer would not be credited).
 */
export function depositTarget(needed: string, minimum: string): { amount: string; raised: boolean } {
  return isBelow(needed, minimum) ? { amount: minimum, raised: true } : { amount: needed, raised: false };
}

/**
 * An amount with its token or currency ('30.00 USDT') for a translated sentence: in a
 * right-to-left language it is isolated (Unicode first-strong isolate), so it is not read back to
 * front as 'USDT 30.00'; in left-to-right languages it is left as it is.
 */
export function amountWithUnit(amount: string, unit: string): string {
  const text = `${amount} ${unit}`;
  return isRightToLeft(activeLanguage()) ? `\u2068${text}\u2069` : text;
}
