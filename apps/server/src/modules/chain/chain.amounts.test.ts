import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { microsToRaw, rawToMicros } from './chain.amounts.ts';

describe('rawToMicros', () => {
  it('keeps 6-decimal amounts as they are', () => {
    expect(rawToMicros(50_250_001n, 6)).toEqual({ amountMicros: 50_250_001n, dustRaw: 0n });
  });

  it('divides 18-decimal amounts down exactly and reports the dust below one micro-unit', () => {
    expect(rawToMicros(123_456_789_000_000_000_000n, 18)).toEqual({
      amountMicros: 123_456_789n,
      dustRaw: 0n,
    });
    expect(rawToMicros(1_000_000_500_000_000_000n, 18)).toEqual({
      amountMicros: 1_000_000n,
      dustRaw: 500_000_000_000n,
    });
    expect(rawToMicros(999_999_999_999n, 18)).toEqual({ amountMicros: 0n, dustRaw: 999_999_999_999n });
  });

  it('scales tokens with fewer decimals up', () => {
    expect(rawToMicros(12n, 2)).toEqual({ amountMicros: 120_000n, dustRaw: 0n });
  });

  it('loses nothing: micro-units and dust add back up to the raw amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 6, max: 36 }),
        (raw, decimals) => {
          const { amountMicros, dustRaw } = rawToMicros(raw, decimals);
          expect(microsToRaw(amountMicros, decimals) + dustRaw).toBe(raw);
          expect(dustRaw < 10n ** BigInt(decimals - 6)).toBe(true);
        },
      ),
    );
  });

  it('refuses negative amounts and impossible decimals', () => {
    expect(() => rawToMicros(-1n, 18)).toThrow(RangeError);
    expect(() => rawToMicros(1n, 78)).toThrow(RangeError);
    expect(() => microsToRaw(1n, 2)).toThrow(RangeError);
  });
});
