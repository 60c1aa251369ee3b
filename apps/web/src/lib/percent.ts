/**
 * Percent text ↔ fraction, by moving the decimal point in the text (rates are entered as percents
 * and sent as fractions). No float arithmetic, so 10.5 % is exactly 0.105.
 */
const percentPattern = /^(\d{1,3})(?:\.(\d{1,4}))?$/;

export function isPercentText(text: string): boolean {
  return percentPattern.test(text.trim());
}

/** "10.5" → 0.105 */
export function percentToFraction(text: string): number {
  const match = percentPattern.exec(text.trim());
  if (!match) throw new RangeError(`not a percent: ${text}`);
  const whole = (match[1] ?? '').padStart(3, '0');
  return Number(`${whole.slice(0, -2)}.${whole.slice(-2)}${match[2] ?? ''}`);
}

/** 0.105 → "10.5" */
export function fractionToPercent(rate: number): string {
  const [whole = '0', fraction = ''] = String(rate).split('.');
  const shifted = `${whole}${fraction.padEnd(2, '0')}`;
  const integer = shifted.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = shifted.slice(whole.length + 2).replace(/0+$/, '');
  return rest ? `${integer}.${rest}` : integer;
}
