import { Trans, useLingui } from '@lingui/react/macro';
import type { Deposit } from '@nova/contracts';
import { Check, Copy, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useCopy } from '@/lib/use-copy.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { DepositProgress, DepositStatusBadge } from './deposit-status.tsx';

/**
 * After a direct deposit is recorded but not yet credited: where it went, Copy and Close. It
 * follows the deposit itself until it is final, so it never disagrees with the Recent Deposits
 * list beside it.
 */
export function PendingDepositBanner({
  deposit: created,
  onClose,
}: {
  deposit: Deposit;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { data: deposit } = useDeposit(created);
  const { copied, copy } = useCopy();
  const address = deposit.recipientAddress ?? '';
  const amount = formatUsd(deposit.amount);
  const { currency, network } = deposit;
  return (
    <Alert tone="info" role="status">
      <div className="flex items-start justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span>
            <Trans>
              Deposit:{' '}
              <bdi dir="ltr">
                {amount} {currency}
              </bdi>{' '}
              on {network}
            </Trans>
          </span>
          <DepositStatusBadge status={deposit.status} />
        </p>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={t`Close`}>
          <X />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>Sent to</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs break-all" dir="ltr">
          {address}
        </span>
        <Button variant="outline" size="sm" onClick={() => copy(address)}>
          {copied ? <Check /> : <Copy />} {copied ? <Trans>Copied!</Trans> : <Trans>Copy</Trans>}
        </Button>
      </div>
      <DepositProgress deposit={deposit} />
    </Alert>
  );
}
