import type { VipLevel } from '@nova/contracts';
import { describe, expect, it } from 'vitest';
import { packageRange } from './package-range.ts';

const level = (amount: string, isActive = true): VipLevel => ({
  id: `01890a5d-ac96-774b-bcce-${amount.replace('.', '').padStart(12, '0')}`,
  name: `Level ${amount}`,
  level: 1,
  amount,
  dailyEarning: '1.00',
  dailyReturnPercent: '1.00',
  monthlyEarning: '30.00',
  bicycleModel: null,
  bicycleColor: null,
  bicycleFeatures: [],
  isActive,
});

describe('the package range of the welcome', () => {
  it('runs from the cheapest to the dearest active level, compared as amounts', () => {
    const levels = [
      level('500.00'),
      level('10.00'),
      level('200000.00'),
      level('90.00'),
      level('999999.00', false),
    ];
    expect(packageRange(levels)).toBe('$10 to $200,000');
  });

  it('names one price for one level, and nothing without levels', () => {
    expect(packageRange([level('25.00')])).toBe('$25');
    expect(packageRange([level('25.00', false)])).toBeNull();
    expect(packageRange([])).toBeNull();
  });
});
