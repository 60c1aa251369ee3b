import type { UpgradeOption, UpgradeOptionsResponse, VipLevel } from '@nova/contracts';
import { describe, expect, it } from 'vitest';
import { progressText } from './progress.ts';

const level = (number: number): VipLevel => ({
  id: `01890a5d-ac96-774b-bcce-b302099a80${number}0`,
  name: `Level ${number}`,
  level: number,
  amount: '100.00',
  dailyEarning: '1.00',
  dailyReturnPercent: '1.00',
  monthlyEarning: '30.00',
  bicycleModel: null,
  bicycleColor: null,
  bicycleFeatures: [],
  isActive: true,
});

const option = (number: number, missing: string): UpgradeOption => ({
  id: level(number).id,
  name: `Level ${number}`,
  level: number,
  dailyEarning: '2.00',
  upgradeCost: '50.00',
  amount: '150.00',
  canAfford: missing === '0.00',
  missingAmount: missing,
  totalDeposits: '10.00',
  totalBalance: '10.00',
  fullVipCost: '150.00',
  amountNeededForFullVip: missing,
});

const upgrades = (held: number | null, options: UpgradeOption[]): UpgradeOptionsResponse => ({
  currentLevel: held === null ? null : level(held),
  options,
});

describe('the VIP progress line', () => {
  it('names the level held and what the next one still needs', () => {
    expect(progressText(upgrades(2, [option(3, '40.00'), option(4, '90.00')]))).toBe(
      'V2 · $40.00 more to V3',
    );
    expect(progressText(upgrades(null, [option(1, '10.00')]))).toBe('V0 · $10.00 more to V1');
  });

  it('says when the next level is within reach, and when there is none', () => {
    expect(progressText(upgrades(1, [option(2, '0.00')]))).toBe('V1 · ready for V2');
    expect(progressText(upgrades(6, []))).toBe('V6 · Maximum VIP Level Reached');
    expect(progressText(upgrades(null, [])), 'no levels at all').toBeNull();
  });
});
