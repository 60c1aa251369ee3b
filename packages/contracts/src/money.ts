/**
 * Money is exact: integer micro-units (10^-6 of a US dollar) as `bigint` in code and decimal
 * strings on the wire. Nothing here ever goes through a floating-point number.
 * Also exported alone as `@nova/contracts/money`: it imports nothing, so a web module that only
 * reckons or shows amounts imports it from there and stays free of the schemas (and zod), which
 * lets the build put it in the chunk every screen shares (apps/web/vite.config.ts).
 */
export const MICRO_DIGITS = 6;
export const MICROS_PER_UNIT = 1_000_000n;

const decimalPattern = /^(\d{1,15})(?:\.(\d{1,6}))?$/;

/** Parses a non-negative decimal string with at most 6 decimals into micro-units. */
export function toMicros(decimal: string): bigint {
  const match = decimalPattern.exec(decimal.trim());
  if (!match) throw new RangeError(`not a money amount: ${decimal}`);
  const whole = BigInt(match[1] ?? '0');
  const fraction = BigInt((match[2] ?? '').padEnd(MICRO_DIGITS, '0'));
  return whole * MICROS_PER_UNIT + fraction;
}

export function isMoneyString(value: string): boolean {
  return decimalPattern.test(value.trim());
}

/**
 * The largest amount any input accepts (rule 6): far above any real payment, far below what
 * a BIGINT of micro-units holds (9.2e12 units), so no input can overflow an integer anywhere.
 */
export const MAX_AMOUNT_MICROS = 1_000_000_000n * MICROS_PER_UNIT;
export const AMOUNT_TOO_LARGE_MESSAGE = 'Amount is too large';

/** True unless the text is a money amount above MAX_AMOUNT_MICROS (malformed text is another rule's). */
export function isWithinMaxAmount(value: string): boolean {
  return !isMoneyString(value) || toMicros(value) <= MAX_AMOUNT_MICROS;
}

/** Formats micro-units as a decimal string with 2 to 6 decimals ("12.50", "0.000001", "-3.00"). */
export function formatMicros(micros: bigint): string {
  const sign = micros < 0n ? '-' : '';
  const abs = micros < 0n ? -micros : micros;
  const whole = abs / MICROS_PER_UNIT;
  let fraction = (abs % MICROS_PER_UNIT).toString().padStart(MICRO_DIGITS, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${whole}.${fraction}`;
}

/** Decimal places in a money string (for rules such as "two decimals at most"). */
export function decimalPlaces(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot === -1 ? 0 : decimal.length - dot - 1;
}

const ratePattern = /^[01](?:\.\d{1,6})?$/;

/** True when the text is a rate from 0 to 1 with at most six decimals. */
export function isRateText(text: string): boolean {
  return ratePattern.test(text);
}

/** Converts a fraction such as 0.1 to parts per million by its decimal text, never by float arithmetic. */
export function rateToPpm(rate: number): bigint {
  const text = String(rate);
  if (!isRateText(text)) throw new RangeError(`not a rate: ${text}`);
  return toMicros(text);
}

/** A parts-per-million rate as the fraction the API shows (15000n → 0.015); for display, never for arithmetic. */
export function ppmToRate(ppm: bigint): number {
  const whole = ppm / MICROS_PER_UNIT;
  const fraction = (ppm % MICROS_PER_UNIT).toString().padStart(MICRO_DIGITS, '0').replace(/0+$/, '');
  return Number(fraction === '' ? `${whole}` : `${whole}.${fraction}`);
}

/** Applies a parts-per-million rate to an amount, rounding down to the micro-unit. */
export function applyPpm(amountMicros: bigint, ppm: bigint): bigint {
  return (amountMicros * ppm) / MICROS_PER_UNIT;
}
