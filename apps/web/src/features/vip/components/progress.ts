import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UpgradeOptionsResponse } from '@nova/contracts';
import { formatUsd } from '@/lib/format.ts';

/**
 * The member's VIP progress in one line: the level held (V0 for none) and what the next level,
 * the cheapest above it, still needs in deposited funds; null when no level exists. Called while
 * rendering, so it reads the active language.
 */
export function progressText(upgrades: UpgradeOptionsResponse): string | null {
  const held = `V${upgrades.currentLevel?.level ?? 0}`;
  const next = upgrades.options[0];
  // No level held and none on offer: there is nothing to progress through.
  if (!next) return upgrades.currentLevel ? i18n._(msg`${held} · Maximum VIP Level Reached`) : null;
  const target = `V${next.level}`;
  if (next.canAfford) return i18n._(msg`${held} · ready for ${target}`);
  const missing = formatUsd(next.missingAmount);
  return i18n._(msg`${held} · ${missing} more to ${target}`);
}
