import { describe, expect, it } from 'vitest';
import { amountsMatch, depositTarget, isBelow, isPositiveAmount } from './amount.ts';
import { INVALID_HASH_FORMAT, readHash } from './hash.ts';

describe('the hash field rules', () => {
  const hex = 'aB'.repeat(32);

  it('trims, and normalises a valid hash to lower-case 0x form', () => {
    expect(readHash(`  ${hex}  `)).toEqual({ kind: 'valid', hash: `0x${hex.toLowerCase()}` });
    expect(readHash(`0x${hex}`)).toEqual({ kind: 'valid', hash: `0x${hex.toLowerCase()}` });
  });

  it('clears under 10 characters, waits while typing, refuses 64+ that fail the pattern', () => {
    expect(readHash('')).toEqual({ kind: 'empty' });
    expect(readHash('0x1234')).toEqual({ kind: 'short' });
    expect(readHash(`0x${'a'.repeat(40)}`)).toEqual({ kind: 'typing' });
    expect(readHash(`0x${'g'.repeat(64)}`)).toEqual({ kind: 'invalid', message: INVALID_HASH_FORMAT });
    expect(readHash('a'.repeat(65))).toEqual({ kind: 'invalid', message: INVALID_HASH_FORMAT });
  });
});

describe('amounts compare exactly, as micro-units', () => {
  it('checks positivity, the minimum and the 0.01 tolerance without floats', () => {
    expect(isPositiveAmount('0.000001')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('1e3')).toBe(false);
    expect(isBelow('29.999999', '30.00')).toBe(true);
    expect(isBelow('30', '30.00')).toBe(false);
    expect(amountsMatch('50.00', '50.009999')).toBe(true);
    expect(amountsMatch('50.00', '50.01')).toBe(false);
    // 0.1 + 0.2 is not 0.3 in floating point; here it is exact.
    expect(amountsMatch('0.3', '0.300000')).toBe(true);
  });
});

describe('the amount to send for a purpose', () => {
  it('is the amount still needed, raised to the minimum deposit when below it', () => {
    expect(depositTarget('40.00', '30')).toEqual({ amount: '40.00', raised: false });
    expect(depositTarget('30', '30.00')).toEqual({ amount: '30', raised: false });
    expect(depositTarget('12.50', '30')).toEqual({ amount: '30', raised: true });
  });
});
