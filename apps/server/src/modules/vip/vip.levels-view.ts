import { type AdminVipLevel, formatMicros, type VipLevel } from '@nova/contracts';
import type { VipLevelRow } from './vip.levels-repo.ts';

/** Monthly earning is 30 × the daily earning (rule 25). */
export const DAYS_PER_MONTH = 30n;

/** dailyEarning / amount × 100 with two decimals, rounded down, computed on integers. */
export function dailyReturnPercent(dailyEarningMicros: bigint, amountMicros: bigint): string {
  const hundredths = (dailyEarningMicros * 10_000n) / amountMicros;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/**
 * 'VIP Level n' for every row: 1 + the number of active levels priced below it, so the active
 * levels read 1, 2, 3… and an inactive one shows where it would stand.
 */
export function levelNumbers(rows: VipLevelRow[]): Map<string, number> {
  const activeAmounts = rows.filter((row) => row.isActive).map((row) => row.amount);
  return new Map(
    rows.map((row) => [row.id, 1 + activeAmounts.filter((amount) => amount < row.amount).length]),
  );
}

/** The columns of a level its member-facing view is made of (a statement may read only these). */
export type LevelViewRow = Pick<
  VipLevelRow,
  'id' | 'name' | 'amount' | 'dailyEarning' | 'bicycleModel' | 'bicycleColor' | 'bicycleFeatures' | 'isActive'
>;

export function toVipLevel(row: LevelViewRow, level: number): VipLevel {
  return {
    id: row.id,
    name: row.name,
    level,
    amount: formatMicros(row.amount),
    dailyEarning: formatMicros(row.dailyEarning),
    dailyReturnPercent: dailyReturnPercent(row.dailyEarning, row.amount),
    monthlyEarning: formatMicros(row.dailyEarning * DAYS_PER_MONTH),
    bicycleModel: row.bicycleModel,
    bicycleColor: row.bicycleColor,
    bicycleFeatures: row.bicycleFeatures,
    isActive: row.isActive,
  };
}

export function toAdminVipLevel(row: VipLevelRow, level: number, holdersCount: number): AdminVipLevel {
  return {
    ...toVipLevel(row, level),
    holdersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
