import { formatMicros, type UpgradeOption } from '@nova/contracts';
import type { MembershipWithLevel, VipLevelRow } from './vip.memberships-repo.ts';

/**
 * Why `level` cannot be bought by a member holding `current`, or null (rule 26): the level
 * must be on sale and priced above the current one, so the payment (amount − totalPaid) is positive.
 */
export function purchaseRefusal(level: VipLevelRow, current: MembershipWithLevel | undefined): string | null {
  if (!level.isActive) return 'This VIP level is not available';
  if (!current) return null;
  const payment = level.amount - current.membership.totalPaid;
  if (level.id === current.level.id || level.amount <= current.level.amount || payment <= 0n) {
    return `Cannot downgrade from ${current.level.name} to ${level.name}`;
  }
  return null;
}

const atLeastZero = (micros: bigint) => (micros > 0n ? micros : 0n);

/**
 * One upgrade option, with affordability by the spendable deposit balance
 * (rule 26) and amountNeededForFullVip by lifetime deposits, as the screens have always shown it.
 */
export function upgradeOptionOf(
  level: VipLevelRow,
  levelNumber: number,
  current: MembershipWithLevel | undefined,
  funds: { balanceMicros: bigint; totalDepositsMicros: bigint },
): UpgradeOption {
  const upgradeCost = level.amount - (current?.membership.totalPaid ?? 0n);
  return {
    id: level.id,
    name: level.name,
    level: levelNumber,
    dailyEarning: formatMicros(level.dailyEarning),
    upgradeCost: formatMicros(upgradeCost),
    amount: formatMicros(level.amount),
    canAfford: funds.balanceMicros >= upgradeCost,
    missingAmount: formatMicros(atLeastZero(upgradeCost - funds.balanceMicros)),
    totalDeposits: formatMicros(funds.totalDepositsMicros),
    totalBalance: formatMicros(funds.balanceMicros),
    fullVipCost: formatMicros(level.amount),
    amountNeededForFullVip: formatMicros(atLeastZero(level.amount - funds.totalDepositsMicros)),
  };
}
