import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal } from '@nova/contracts';
import { OperatorText } from '@/components/operator-text.tsx';
import { PersonName } from '@/components/person-name.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';

export function memberIdentity(user: AdminWithdrawal['user']): string {
  return user.fullName ?? user.email ?? user.phone ?? user.id;
}

/** The facts an administrator checks before paying. */
export function WithdrawalDetails({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useLingui();
  const { user } = withdrawal;
  const rows: [string, string][] = [
    [t`Amount`, formatUsd(withdrawal.amount)],
    [t`Fee`, formatUsd(withdrawal.feeAmount)],
    [t`Net to send`, formatUsd(withdrawal.netAmount)],
    [t`Currency`, withdrawal.currency],
    [t`Network`, withdrawal.network],
    [t`Source`, withdrawal.source === 'DEPOSIT' ? t`Unspent deposits` : t`Earnings`],
    [t`Requested`, formatDateTime(withdrawal.createdAt)],
  ];
  const notes = withdrawal.adminNotes;
  const withdrawalId = withdrawal.id;
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">
            <PersonName>{memberIdentity(user)}</PersonName>
          </p>
          <p className="text-xs text-muted-foreground">
            <bdi dir="ltr">{[user.email, user.phone].filter(Boolean).join(' · ')}</bdi>
          </p>
        </div>
        <StatusBadge status={withdrawal.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <p className="text-xs text-muted-foreground">
          <Trans>Wallet address</Trans>
        </p>
        <p className="font-mono text-xs break-all">
          <bdi dir="ltr">{withdrawal.walletAddress}</bdi>
        </p>
      </div>
      {withdrawal.transactionHash && (
        <div>
          <p className="text-xs text-muted-foreground">
            <Trans>Payout transaction</Trans>
          </p>
          <p className="font-mono text-xs break-all">
            <bdi dir="ltr">{withdrawal.transactionHash}</bdi>
          </p>
        </div>
      )}
      {notes && (
        <p className="text-xs">
          <Trans>
            Notes: <OperatorText>{notes}</OperatorText>
          </Trans>
        </p>
      )}
      <p className="font-mono text-[11px] text-muted-foreground">
        <Trans>
          ID <bdi dir="ltr">{withdrawalId}</bdi>
        </Trans>
      </p>
    </div>
  );
}
