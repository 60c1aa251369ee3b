import { Trans, useLingui } from '@lingui/react/macro';
import type { Deposit } from '@nova/contracts';
import type { ReactNode } from 'react';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { shorten } from '../utils/hash.ts';
import { DepositProgress, DepositStatusBadge } from './deposit-status.tsx';

/** Deposits as a list: amount, network, status, progress, hash and date; `action` adds per-row controls. */
export function DepositList({
  deposits,
  action,
}: {
  deposits: Deposit[];
  action?: (deposit: Deposit) => ReactNode;
}) {
  const { t } = useLingui();
  if (deposits.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        <Trans>No deposits found</Trans>
      </p>
    );
  return (
    <ul className="divide-y divide-border">
      {deposits.map((deposit) => (
        <li key={deposit.id} className="space-y-2 py-3" data-testid="deposit-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium" dir="ltr">
              {formatUsd(deposit.amount)}{' '}
              <span className="text-sm text-muted-foreground">{deposit.currency}</span>
            </span>
            <DepositStatusBadge status={deposit.status} />
          </div>
          <p className="text-xs text-muted-foreground">
            {deposit.network ?? t`Bitcoin checkout`} · {formatDateTime(deposit.createdAt)}
            {deposit.transactionHash && (
              <>
                {' · '}
                <bdi className="font-mono" dir="ltr">
                  {shorten(deposit.transactionHash)}
                </bdi>
              </>
            )}
          </p>
          <DepositProgress deposit={deposit} />
          {action?.(deposit)}
        </li>
      ))}
    </ul>
  );
}
