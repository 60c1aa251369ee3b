import { useLingui } from '@lingui/react/macro';
import type { UpgradeOptionsResponse } from '@nova/contracts';
import { QueryState } from '@/components/query-state.tsx';

/** The part of the upgrade options' query this reads. */
export interface UpgradeOptionsQuery {
  data: UpgradeOptionsResponse | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** True when the member's upgrade options failed to load and nothing earlier stands in for them. */
export function upgradeOptionsFailed(upgrades: UpgradeOptionsQuery): boolean {
  return Boolean(upgrades.error) && upgrades.data === undefined;
}

/**
 * Says that the member's upgrade options (deposited balance, cost and what is still needed per
 * level) failed to load, with Retry; nothing while they load or once they have. Without them no
 * level can say whether to join or deposit, so the screens show this instead of waiting.
 */
export function UpgradeOptionsFailure({ upgrades }: { upgrades: UpgradeOptionsQuery }) {
  const { t } = useLingui();
  if (!upgradeOptionsFailed(upgrades)) return null;
  return (
    <QueryState
      query={upgrades}
      errorTitle={t`Failed to load the upgrade options`}
      errorFallback={t`Please try again.`}
    >
      {() => null}
    </QueryState>
  );
}
