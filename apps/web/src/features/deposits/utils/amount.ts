import { isMoneyString, toMicros } from '@nova/contracts/money';

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
