import type { UpgradeOption, VipLevel } from '@nova/contracts';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { formatUsd, formatUsdWhole } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useJoinVip } from '../api/join-vip.ts';

interface PurchaseDialogProps {
  level: VipLevel | null;
  option: UpgradeOption | undefined;
  isUpgrade: boolean;
  onClose: () => void;
}

/**
 * 'Confirm VIP Purchase' (rule 26): the payment comes only from deposited funds. When
 * they are short, the dialog says how much more to deposit and that earnings and referral bonuses
 * cannot be used, and offers the deposit screen instead.
 */
export function PurchaseDialog({ level, option, isUpgrade, onClose }: PurchaseDialogProps) {
  const join = useJoinVip();
  const navigate = useNavigate();
  if (!level || !option) return null;
  const short = !option.canAfford;

  const confirm = () =>
    join.mutate(level.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onClose();
        navigate('/dashboard');
      },
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.status > 0
            ? error.message
            : 'Failed to join VIP level. Please try again.',
        ),
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={short ? 'Deposit needed' : 'Confirm VIP Purchase'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {short ? (
            <Button onClick={() => navigate(`/deposit?amount=${option.missingAmount}`)}>Deposit</Button>
          ) : (
            <Button onClick={confirm} disabled={join.isPending}>
              {join.isPending && <Spinner />} {isUpgrade ? 'Confirm upgrade' : 'Confirm purchase'}
            </Button>
          )}
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-muted-foreground">Level</dt>
        <dd className="font-medium">
          {level.name} ({formatUsdWhole(level.amount)})
        </dd>
        <dt className="text-muted-foreground">{isUpgrade ? 'Upgrade cost' : 'Price'}</dt>
        <dd className="font-medium tabular-nums">{formatUsd(option.upgradeCost)}</dd>
        <dt className="text-muted-foreground">Deposited balance</dt>
        <dd className="font-medium tabular-nums">{formatUsd(option.totalBalance)}</dd>
        <dt className="text-muted-foreground">Daily earning</dt>
        <dd className="font-medium tabular-nums">{formatUsd(level.dailyEarning)}</dd>
      </dl>
      {short ? (
        <Alert tone="warning">
          <p className="font-medium">
            You need {formatUsd(option.missingAmount)} more in deposited funds to{' '}
            {isUpgrade ? 'upgrade to' : 'join'} {level.name}.
          </p>
          <p>
            Daily earnings and referral bonuses cannot be used for VIP purchases. Would you like to deposit?
          </p>
        </Alert>
      ) : (
        <p className="text-muted-foreground">
          {formatUsd(option.upgradeCost)} will be taken from your deposited balance. Daily rewards are paid
          from the rewards pool while it can cover them.
        </p>
      )}
    </Dialog>
  );
}
