import type { AdminWithdrawal } from '@nova/contracts';
import { StatusBadge } from '@/components/status-badge.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';

export function memberIdentity(user: AdminWithdrawal['user']): string {
  return user.fullName ?? user.email ?? user.phone ?? user.id;
}

/** The facts an administrator checks before paying. */
export function WithdrawalDetails({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { user } = withdrawal;
  const rows: [string, string][] = [
    ['Amount', formatUsd(withdrawal.amount)],
    ['Fee', formatUsd(withdrawal.feeAmount)],
    ['Net to send', formatUsd(withdrawal.netAmount)],
    ['Currency', withdrawal.currency],
    ['Network', withdrawal.network],
    ['Source', withdrawal.source === 'DEPOSIT' ? 'Unspent deposits' : 'Earnings'],
    ['Requested', formatDateTime(withdrawal.createdAt)],
  ];
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">{memberIdentity(user)}</p>
          <p className="text-xs text-muted-foreground">
            {[user.email, user.phone].filter(Boolean).join(' · ')}
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
        <p className="text-xs text-muted-foreground">Wallet address</p>
        <p className="font-mono text-xs break-all">{withdrawal.walletAddress}</p>
      </div>
      {withdrawal.transactionHash && (
        <div>
          <p className="text-xs text-muted-foreground">Payout transaction</p>
          <p className="font-mono text-xs break-all">{withdrawal.transactionHash}</p>
        </div>
      )}
      {withdrawal.adminNotes && <p className="text-xs">Notes: {withdrawal.adminNotes}</p>}
      <p className="font-mono text-[11px] text-muted-foreground">ID {withdrawal.id}</p>
    </div>
  );
}
