import { toMicros } from '@nova/contracts/money';

/**
 * Display of money received as exact decimal strings, never through a float (rule 7), so
 * what the member reads is exactly what the ledger holds. Separators and the symbol's place follow
 * the browser's locale: Intl formats the decimal string itself, digit for digit.
 */
const usdFormats = new Map<number, Intl.NumberFormat>();

/** `decimal` (unsigned, with exactly `places` decimals) as US dollars in the member's locale. */
function localUsd(decimal: string, places: number): string {
  let format = usdFormats.get(places);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    usdFormats.set(places, format);
  }
  // A numeric string is formatted exactly (Intl.NumberFormat v3), with no rounding through a double.
  return format.format(decimal as Intl.StringNumericLiteral);
}

/** "1234.5" → "$1,234.50"; keeps up to 8 decimals as the wallet shows 2 to 8. */
export function formatUsd(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  let digits = fraction.slice(0, 8);
  while (digits.length > 2 && digits.endsWith('0')) digits = digits.slice(0, -1);
  digits = digits.padEnd(2, '0');
  return `${negative ? '−' : ''}${localUsd(`${whole}.${digits}`, digits.length)}`;
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
  return `${sign}${localUsd(places > 0 ? `${whole}.${fraction}` : whole, places)}`;
}

/** The largest amount with `places` decimals not above `decimal` (a "Max" button for a 2-decimal field). */
export function floorDecimal(decimal: string, places: number): string {
  const micros = toMicros(decimal);
  const step = 10n ** BigInt(6 - places);
  const floored = (micros / step) * step;
  const fraction = (floored % 1_000_000n).toString().padStart(6, '0').slice(0, places);
  return `${floored / 1_000_000n}${places > 0 ? `.${fraction}` : ''}`;
}

/** A date and time in the member's locale ("12 Mar 2025, 14:05"). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** "0x8ba1…BA72": enough of an address or hash to recognise it. */
export function shortHex(value: string, head = 6, tail = 4): string {
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}

/** A date as "12 March 2025" in the member's locale. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A price without decimals, as VIP levels are shown: "1000.00" → "$1,000". */
export function formatUsdWhole(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0'] = (negative ? decimal.slice(1) : decimal).split('.');
  return `${negative ? '−' : ''}${localUsd(whole, 0)}`;
}

/** "11.50" → "11.5%", "10.00" → "10%": a percent string from the API, trailing zeros dropped. */
export function formatPercent(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  const digits = fraction.replace(/0+$/, '');
  return `${whole}${digits ? `.${digits}` : ''}%`;
}
