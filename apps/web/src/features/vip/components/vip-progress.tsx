import type { UpgradeOptionsResponse } from '@nova/contracts';
import { progressText } from './progress.ts';

/** The progress line of the current VIP status, once the upgrade options are known. */
export function VipProgress({ upgrades }: { upgrades: UpgradeOptionsResponse | undefined }) {
  const text = upgrades ? progressText(upgrades) : null;
  return text ? (
    <p className="text-sm font-medium" data-testid="vip-progress">
      {text}
    </p>
  ) : null;
}
