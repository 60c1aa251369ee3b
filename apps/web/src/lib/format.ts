import { toMicros } from '@nova/contracts/money';
import { activeLanguage, formatLocale, isRightToLeft } from './i18n/language.ts';

/**
 * Display of money received as exact decimal strings, never through a float (rule 7), so
 * what the member reads is exactly what the ledger holds. Separators, digits and the symbol's place
 * follow the active language (English: the browser's own locale): Intl formats the decimal string
 * itself, digit for digit. Formatters are made once per locale and shape.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  shape: string,
  make: (locale: string | undefined) => T,
): T {
  const locale = formatLocale();
  const key = `${locale ?? ''}|${shape}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make(locale);
    formats.set(key, format);
  }
  return format;
}

/**
 * `decimal` (unsigned, with exactly `places` decimals) as US dollars in the member's locale, after
 * `sign`. In a right-to-left language the amount is isolated left to right (U+2066…U+2069), so the
 * sign, digits and symbol keep their order inside Arabic text.
 */
function localUsd(sign: string, decimal: string, places: number): string {
  const format = cached(
    `usd${places}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: places,
        maximumFractionDigits: places,
      }),
  );
  // A numeric string is formatted exactly (Intl.NumberFormat v3), with no rounding through a double.
  const amount = `${sign}${format.format(decimal as Intl.StringNumericLiteral)}`;
  return isRightToLeft(activeLanguage()) ? `\u2066${amount}\u2069` : amount;
}

/** "1234.5" → "$1,234.50"; keeps up to 8 decimals as the wallet shows 2 to 8. */
export function formatUsd(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  let digits = fraction.slice(0, 8);
  while (digits.length > 2 && digits.endsWith('0')) digits = digits.slice(0, -1);
  digits = digits.padEnd(2, '0');
  return localUsd(negative ? '−' : '', `${whole}.${digits}`, digits.length);
}

/**
 * "1.00255" → "$1.0026" at 4 places: rounded half up in exact micro-units (the withdrawable
 * balance and fee preview show 4 decimals).
 */
export function formatUsdFixed(decimal: string, places: number): string {
  const negative = decimal.startsWith('-');
  const micros = toMicros(negative ? decimal.slice(1) : decimal);
  const step = 10n ** BigInt(6 - places);
  const rounded = ((micros + step / 2n) / step) * step;
  const whole = (rounded / 1_000_000n).toString();
  const fraction = (rounded % 1_000_000n).toString().padStart(6, '0').slice(0, places);
  const sign = negative && rounded > 0n ? '−' : '';
  return localUsd(sign, places > 0 ? `${whole}.${fraction}` : whole, places);
}

/** The largest amount with `places` decimals not above `decimal` (a "Max" button for a 2-decimal field). */
export function floorDecimal(decimal: string, places: number): string {
  const micros = toMicros(decimal);
  const step = 10n ** BigInt(6 - places);
  const floored = (micros / step) * step;
  const fraction = (floored % 1_000_000n).toString().padStart(6, '0').slice(0, places);
  return `${floored / 1_000_000n}${places > 0 ? `.${fraction}` : ''}`;
}

/**
 * `iso` formatted, or a dash when it is no date: Intl throws on an invalid date, and a screen
 * must not fail over a missing time (a placeholder in the prerender, an absent field).
 */
function formatInstant(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format.format(date);
}

/** A date and time in the member's locale ("12 Mar 2025, 14:05"). */
export function formatDateTime(iso: string): string {
  const format = cached(
    'datetime',
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
  );
  return formatInstant(format, iso);
}

/** "0x8ba1…BA72": enough of an address or hash to recognise it. */
export function shortHex(value: string, head = 6, tail = 4): string {
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}

/** A date as "12 March 2025" in the member's locale. */
export function formatDate(iso: string): string {
  const format = cached(
    'date',
    (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
  );
  return formatInstant(format, iso);
}

/** A price without decimals, as VIP levels are shown: "1000.00" → "$1,000". */
export function formatUsdWhole(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0'] = (negative ? decimal.slice(1) : decimal).split('.');
  return localUsd(negative ? '−' : '', whole, 0);
}

/** "11.50" → "11.5%", "10.00" → "10%": a percent string from the API, trailing zeros dropped. */
export function formatPercent(decimal: string): string {
  const format = cached(
    'percent',
    (locale) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 8 }),
  );
  return format.format(decimal as Intl.StringNumericLiteral);
}
