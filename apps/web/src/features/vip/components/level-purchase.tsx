import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { OperatorText } from '@/components/operator-text.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatUsd } from '@/lib/format.ts';
import type { LevelPurchase as Purchase } from '../hooks/use-level-purchase.ts';
import { PurchaseDialog } from './purchase-dialog.tsx';
import {
  UpgradeOptionsFailure,
  type UpgradeOptionsQuery,
  upgradeOptionsFailed,
} from './upgrade-options-failure.tsx';

export interface LevelDepositProps {
  /** Still needed in deposited funds; absent once the balance covers the level. */
  amountNeeded: string | undefined;
  /** What the level says above the deposit steps. */
  notice: ReactNode;
  onClose: () => void;
}

/** The deposit dialog belongs to another feature: the route that shows the levels supplies it. */
export type RenderLevelDeposit = (props: LevelDepositProps) => ReactNode;

/**
 * The chosen level's dialog: the purchase confirmation, or a deposit for it in place. Chosen while
 * the member's upgrade options (`upgrades`) failed to load, it says so with Retry, then goes on.
 */
export function LevelPurchase({
  purchase,
  upgrades,
  renderDeposit,
}: {
  purchase: Purchase;
  upgrades?: UpgradeOptionsQuery;
  renderDeposit: RenderLevelDeposit;
}) {
  const { level, option } = purchase;
  if (!level || !purchase.step) return null;
  if (purchase.step === 'confirm' && !option && upgrades && upgradeOptionsFailed(upgrades))
    return <OptionsFailed upgrades={upgrades} onClose={purchase.close} />;
  if (purchase.step === 'confirm') {
    return (
      <PurchaseDialog
        level={level}
        option={option}
        isUpgrade={purchase.isUpgrade}
        onClose={purchase.close}
        onDeposit={purchase.toDeposit}
      />
    );
  }
  const name = <OperatorText>{level.name}</OperatorText>;
  const needed = formatUsd(option?.missingAmount ?? level.amount);
  const deposited = option ? formatUsd(option.totalBalance) : null;
  const notice = purchase.ready ? (
    <CreditedNotice isUpgrade={purchase.isUpgrade} name={name} onJoin={purchase.toConfirm} />
  ) : (
    <Alert tone="info">
      <p className="font-medium">
        {deposited === null ? (
          <Trans>
            {name} needs {needed} more in deposited funds.
          </Trans>
        ) : (
          <Trans>
            {name} needs {needed} more in deposited funds (deposited balance {deposited}).
          </Trans>
        )}
      </p>
      <p>
        <Trans>Daily earnings and referral bonuses cannot be used for VIP purchases.</Trans>{' '}
        {purchase.isUpgrade ? (
          <Trans>Once your deposit is credited, you can upgrade to {name} here.</Trans>
        ) : (
          <Trans>Once your deposit is credited, you can join {name} here.</Trans>
        )}
      </p>
    </Alert>
  );
  return renderDeposit({
    amountNeeded: purchase.ready ? undefined : (option?.missingAmount ?? level.amount),
    notice,
    onClose: purchase.close,
  });
}

function OptionsFailed({ upgrades, onClose }: { upgrades: UpgradeOptionsQuery; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t`Confirm VIP Purchase`}
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      <UpgradeOptionsFailure upgrades={upgrades} />
    </Dialog>
  );
}

/**
 * The offer to join once the deposit is credited. It comes into view when it appears: on a phone
 * the member has usually scrolled down to the hash field by then.
 */
function CreditedNotice({
  isUpgrade,
  name,
  onJoin,
}: {
  isUpgrade: boolean;
  name: ReactNode;
  onJoin: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A block body: the browser may answer scrollIntoView with a promise, which is no cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Alert ref={ref} tone="success" role="status">
      <p className="font-medium">
        {isUpgrade ? (
          <Trans>Your deposit is credited: you can now upgrade to {name}.</Trans>
        ) : (
          <Trans>Your deposit is credited: you can now join {name}.</Trans>
        )}
      </p>
      <Button size="sm" className="mt-2" onClick={onJoin}>
        {isUpgrade ? <Trans>Upgrade {name}</Trans> : <Trans>Join {name}</Trans>}
      </Button>
    </Alert>
  );
}
