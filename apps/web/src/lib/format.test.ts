import { describe, expect, it } from 'vitest';
import { formatUsd } from './format.ts';

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
