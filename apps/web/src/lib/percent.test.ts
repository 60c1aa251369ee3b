import { describe, expect, it } from 'vitest';
import { fractionToPercent, isPercentText, percentToFraction } from './percent.ts';

describe('percent ↔ fraction', () => {
  it('moves the decimal point exactly, without float noise', () => {
    expect(percentToFraction('10')).toBe(0.1);
    expect(percentToFraction('12.5')).toBe(0.125);
    expect(percentToFraction('0.0001')).toBe(0.000001);
    expect(percentToFraction('100')).toBe(1);
    expect(percentToFraction('7')).toBe(0.07);
  });

  it('reads fractions back as the percent the operator typed', () => {
    for (const text of ['0', '2', '10', '12.5', '33.3333', '0.0001', '100']) {
      expect(fractionToPercent(percentToFraction(text))).toBe(text);
    }
  });

  it('refuses text that is not a percent with at most 4 decimals', () => {
    expect(isPercentText('abc')).toBe(false);
    expect(isPercentText('-1')).toBe(false);
    expect(isPercentText('1.23456')).toBe(false);
    expect(isPercentText('1000')).toBe(false);
    expect(() => percentToFraction('1e2')).toThrow(RangeError);
  });
});
