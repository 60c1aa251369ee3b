import type { UpgradeOptionsResponse, VipLevel } from '@nova/contracts';
import type { LevelStanding } from './vip-level-card.tsx';

/** A level is current, on offer (an upgrade option), or lower than what the member holds. */
export function standingOf(level: VipLevel, upgrades: UpgradeOptionsResponse | undefined): LevelStanding {
  if (upgrades?.currentLevel?.id === level.id) return 'current';
  if (!upgrades || upgrades.options.some((option) => option.id === level.id)) return 'available';
  return 'lower';
}
