import { Trans, useLingui } from '@lingui/react/macro';
import type { UpgradeOption, VipLevel } from '@nova/contracts';
import { useNavigate } from 'react-router';
import { OperatorText } from '@/components/operator-text.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useJoinVip } from '../api/join-vip.ts';

interface PurchaseDialogProps {
  level: VipLevel | null;
  option: UpgradeOption | undefined;
  isUpgrade: boolean;
  onClose: () => void;
  /** Short of funds: deposit for this level without leaving the page. */
  onDeposit: () => void;
}

/**
 * 'Confirm VIP Purchase' (rule 26): the payment comes only from deposited funds. When
 * they are short, the dialog says how much more to deposit and that earnings and referral bonuses
 * cannot be used, and offers a deposit for the level instead.
 */
export function PurchaseDialog({ level, option, isUpgrade, onClose, onDeposit }: PurchaseDialogProps) {
  const { t } = useLingui();
  const join = useJoinVip();
  const navigate = useNavigate();
  if (!level || !option) return null;
  const short = !option.canAfford;
  const name = <OperatorText>{level.name}</OperatorText>;
  const missing = formatUsd(option.missingAmount);
  const cost = formatUsd(option.upgradeCost);

  const confirm = () =>
    join.mutate(level.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
        navigate('/dashboard');
      },
      // The server's message, else the fallback; an exception (no answer, an answer that does
      // not parse) asks to try again.
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.status > 0
            ? errorMessage(error, t`Failed to join VIP level`)
            : t`Failed to join VIP level. Please try again.`,
        ),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={short ? t`Deposit needed` : t`Confirm VIP Purchase`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          {short ? (
            <Button onClick={onDeposit}>
              <Trans>Deposit</Trans>
            </Button>
          ) : (
            <Button onClick={confirm} disabled={join.isPending}>
              {join.isPending && <Spinner />}{' '}
              {isUpgrade ? <Trans>Confirm upgrade</Trans> : <Trans>Confirm purchase</Trans>}
            </Button>
          )}
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-muted-foreground">
          <Trans>Level</Trans>
        </dt>
        <dd className="font-medium">
          {name} (<bdi dir="ltr">{formatUsdWhole(level.amount)}</bdi>)
        </dd>
        <dt className="text-muted-foreground">
          {isUpgrade ? <Trans>Upgrade cost</Trans> : <Trans>Price</Trans>}
        </dt>
        <dd className="font-medium tabular-nums">{cost}</dd>
        <dt className="text-muted-foreground">
          <Trans>Deposited balance</Trans>
        </dt>
        <dd className="font-medium tabular-nums">{formatUsd(option.totalBalance)}</dd>
        <dt className="text-muted-foreground">
          <Trans>Daily earning</Trans>
        </dt>
        <dd className="font-medium tabular-nums">{formatUsd(level.dailyEarning)}</dd>
      </dl>
      {short ? (
        <Alert tone="warning">
          <p className="font-medium">
            {isUpgrade ? (
              <Trans>
                You need {missing} more in deposited funds to upgrade to {name}.
              </Trans>
            ) : (
              <Trans>
                You need {missing} more in deposited funds to join {name}.
              </Trans>
            )}
          </p>
          <p>
            <Trans>Daily earnings and referral bonuses cannot be used for VIP purchases.</Trans>{' '}
            <Trans>Would you like to deposit?</Trans>
          </p>
        </Alert>
      ) : (
        <p className="text-muted-foreground">
          <Trans>
            {cost} will be taken from your deposited balance. Daily rewards are paid from the rewards pool
            while it can cover them.
          </Trans>
        </p>
      )}
    </Dialog>
  );
}
