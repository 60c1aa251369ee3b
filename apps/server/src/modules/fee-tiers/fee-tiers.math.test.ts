import { toMicros } from '@nova/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGaps, findOverlaps, matchTier, quoteFee, type TierBounds } from './fee-tiers.math.ts';

let sequence = 0;
function tier(min: string, max: string | null, percent: string, id?: string): TierBounds {
  sequence += 1;
  return {
    id: id ?? `tier-${sequence}`,
    minAmount: toMicros(min),
    maxAmount: max === null ? null : toMicros(max),
    percentPpm: toMicros(percent),
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, sequence)),
  };
}

describe('fee arithmetic', () => {
  it('charges nothing when no tier matches', () => {
    expect(quoteFee([], toMicros('100'))).toEqual({
      fee: 0n,
      net: toMicros('100'),
      percentPpm: 0n,
      tierId: null,
    });
    const tiers = [tier('10', '50', '0.02')];
    expect(quoteFee(tiers, toMicros('50')).fee).toBe(0n);
    expect(quoteFee(tiers, toMicros('9.99')).fee).toBe(0n);
  });

  it('takes the percent of the amount exactly and deducts it', () => {
    const quote = quoteFee([tier('0', null, '0.015', 'a')], toMicros('123.45'));
    expect(quote).toEqual({ fee: 1_851_750n, net: 121_598_250n, percentPpm: 15_000n, tierId: 'a' });
  });

  it('rounds the fee down to the micro-unit', () => {
    // 10.00 × 0.333333 = 3.33333 exactly; 0.01 × 0.333333 = 0.00333333 → 0.003333.
    expect(quoteFee([tier('0', null, '0.333333')], toMicros('10')).fee).toBe(3_333_330n);
    expect(quoteFee([tier('0', null, '0.333333')], toMicros('0.01')).fee).toBe(3_333n);
  });

  it('treats min as inclusive and max as exclusive', () => {
    const tiers = [tier('10', '100', '0.01', 'low'), tier('100', null, '0.005', 'high')];
    expect(matchTier(tiers, toMicros('10'))?.id).toBe('low');
    expect(matchTier(tiers, toMicros('99.99'))?.id).toBe('low');
    expect(matchTier(tiers, toMicros('100'))?.id).toBe('high');
    expect(matchTier(tiers, toMicros('1000000'))?.id).toBe('high');
  });

  it('lets the tier with the greatest min win where tiers overlap', () => {
    const tiers = [tier('0', null, '0.03', 'wide'), tier('50', '500', '0.01', 'narrow')];
    expect(matchTier(tiers, toMicros('49.99'))?.id).toBe('wide');
    expect(matchTier(tiers, toMicros('50'))?.id).toBe('narrow');
    expect(matchTier(tiers, toMicros('500'))?.id).toBe('wide');
  });

  it('prefers the newest of two tiers with the same min', () => {
    const older = tier('10', null, '0.01', 'older');
    const newer = tier('10', '20', '0.02', 'newer');
    expect(matchTier([newer, older], toMicros('15'))?.id).toBe('newer');
  });

  it('always gives fee + net = amount with 0 ≤ fee ≤ amount', () => {
    const tierArb = fc
      .record({
        min: fc.bigInt({ min: 0n, max: 1_000_000_000n }),
        span: fc.option(fc.bigInt({ min: 1n, max: 1_000_000_000n })),
        ppm: fc.bigInt({ min: 0n, max: 1_000_000n }),
      })
      .map(({ min, span, ppm }) => ({
        id: `t-${min}-${ppm}`,
        minAmount: min,
        maxAmount: span === null ? null : min + span,
        percentPpm: ppm,
        createdAt: new Date(0),
      }));
    fc.assert(
      fc.property(
        fc.array(tierArb, { maxLength: 8 }),
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        (tiers, amount) => {
          const quote = quoteFee(tiers, amount);
          expect(quote.fee + quote.net).toBe(amount);
          expect(quote.fee >= 0n && quote.fee <= amount).toBe(true);
        },
      ),
    );
  });
});

describe('tier validation', () => {
  it('finds no overlap and no gap in a contiguous set from the minimum', () => {
    const tiers = [tier('10', '100', '0.02'), tier('100', '1000', '0.01'), tier('1000', null, '0.005')];
    expect(findOverlaps(tiers)).toEqual([]);
    expect(findGaps(tiers, toMicros('10'))).toEqual([]);
  });

  it('reports each overlapping pair with the shared range', () => {
    const a = tier('0', '100', '0.02', 'a');
    const b = tier('50', '200', '0.01', 'b');
    const c = tier('150', null, '0.005', 'c');
    expect(findOverlaps([c, a, b])).toEqual([
      { tierIds: ['a', 'b'], minAmount: toMicros('50'), maxAmount: toMicros('100') },
      { tierIds: ['b', 'c'], minAmount: toMicros('150'), maxAmount: toMicros('200') },
    ]);
  });

  it('does not count touching bounds as an overlap (max is exclusive)', () => {
    expect(findOverlaps([tier('0', '100', '0.02'), tier('100', null, '0.01')])).toEqual([]);
  });

  it('reports two unbounded tiers as overlapping to infinity', () => {
    expect(findOverlaps([tier('0', null, '0.02', 'x'), tier('10', null, '0.01', 'y')])).toEqual([
      { tierIds: ['x', 'y'], minAmount: toMicros('10'), maxAmount: null },
    ]);
  });

  it('reports gaps below, between and above the tiers', () => {
    const tiers = [tier('20', '100', '0.02'), tier('150', '500', '0.01')];
    expect(findGaps(tiers, toMicros('10'))).toEqual([
      { minAmount: toMicros('10'), maxAmount: toMicros('20') },
      { minAmount: toMicros('100'), maxAmount: toMicros('150') },
      { minAmount: toMicros('500'), maxAmount: null },
    ]);
  });

  it('ignores tiers wholly below the starting point and nested tiers', () => {
    const tiers = [tier('0', '5', '0.05'), tier('10', null, '0.02'), tier('20', '30', '0.01')];
    expect(findGaps(tiers, toMicros('10'))).toEqual([]);
  });

  it('treats an empty set as a deliberate no-fee configuration', () => {
    expect(findGaps([], toMicros('10'))).toEqual([]);
    expect(findOverlaps([])).toEqual([]);
  });
});
