import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  floorDecimal,
  formatDate,
  formatDateTime,
  formatPercent,
  formatUsd,
  formatUsdFixed,
  formatUsdWhole,
  shortHex,
} from './format.ts';

describe('formatUsd', () => {
  it('shows exactly what the ledger answered, with thousands separators', () => {
    expect(formatUsd('0.00')).toBe('$0.00');
    expect(formatUsd('1234567.50')).toBe('$1,234,567.50');
    expect(formatUsd('0.000001')).toBe('$0.000001');
    expect(formatUsd('12.340000')).toBe('$12.34');
    expect(formatUsd('999.999999')).toBe('$999.999999');
  });

  it('marks negative amounts and pads whole numbers to cents', () => {
    expect(formatUsd('-3.5')).toBe('−$3.50');
    expect(formatUsd('42')).toBe('$42.00');
  });
});

describe('in the browser locale', () => {
  it('formats amounts beyond a double exactly, digit for digit', () => {
    expect(formatUsd('999999999.99999999')).toBe('$999,999,999.99999999');
    expect(formatUsdFixed('123456789.123456', 4)).toBe('$123,456,789.1235');
  });
});

describe('formatUsdFixed', () => {
  it('rounds half up to the places asked, exactly', () => {
    expect(formatUsdFixed('1.00255', 4)).toBe('$1.0026');
    expect(formatUsdFixed('1.00254', 4)).toBe('$1.0025');
    expect(formatUsdFixed('39.0975', 4)).toBe('$39.0975');
    expect(formatUsdFixed('1234.5', 4)).toBe('$1,234.5000');
    expect(formatUsdFixed('0.00', 4)).toBe('$0.0000');
  });
});

describe('floorDecimal', () => {
  it('keeps what a two-decimal field may hold without exceeding the balance', () => {
    expect(floorDecimal('39.509999', 2)).toBe('39.50');
    expect(floorDecimal('40', 2)).toBe('40.00');
    expect(floorDecimal('0.009', 2)).toBe('0.00');
  });
});

describe('shortHex', () => {
  it('keeps the head and tail of long hex strings', () => {
    expect(shortHex('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe('0x8ba1…BA72');
    expect(shortHex('0x1234')).toBe('0x1234');
  });
});

describe('formatUsdWhole and formatPercent', () => {
  it('shows VIP prices without decimals and percents without trailing zeros', () => {
    expect(formatUsdWhole('200000.00')).toBe('$200,000');
    expect(formatUsdWhole('10.50')).toBe('$10');
    expect(formatPercent('11.50')).toBe('11.5%');
    expect(formatPercent('10.00')).toBe('10%');
    expect(formatPercent('33.33')).toBe('33.33%');
  });
});

describe('in the active language', () => {
  afterEach(() => i18n.activate('en'));
  const speak = (language: string) => i18n.loadAndActivate({ locale: language, messages: {} });

  // Spanish puts a no-break space before the symbol.
  it('writes Spanish amounts, percents and dates with Spanish separators and words', () => {
    speak('es');
    expect(formatUsd('1234567.50')).toBe('1.234.567,50\u00a0$');
    expect(formatUsdFixed('999999999.12345', 4)).toBe('999.999.999,1235\u00a0$');
    expect(formatPercent('11.50')).toBe('11,5\u00a0%');
    expect(formatDate('2025-03-12T12:00:00Z')).toBe('12 de marzo de 2025');
  });

  it('writes Arabic amounts exactly, isolated left to right, and English again after switching back', () => {
    speak('ar');
    expect(formatUsd('999999999.99999999')).toMatch(/US\$/);
    expect(formatUsd('999999999.99999999').replace(/\D/g, '')).toBe('99999999999999999');
    expect(formatUsd('-3.5')).toMatch(/^\u2066−.*\u2069$/);
    expect(formatDate('2025-03-12T12:00:00Z')).toContain('مارس');
    i18n.activate('en');
    expect(formatUsd('1234.5')).toBe('$1,234.50');
  });
});

describe('dates', () => {
  it('shows a dash for what is no date, rather than failing the screen', () => {
    expect(formatDateTime('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('2026-03-12T10:00:00.000Z')).toContain('2026');
  });
});
