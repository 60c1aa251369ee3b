import type { AdminDeposit } from '@nova/contracts';
import { StatusBadge } from '@/components/status-badge.tsx';
import { formatUsd } from '@/lib/format.ts';

/** Status colours of the Deposit Management list: the app's one status vocabulary. */
export function AdminStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} />;
}

export function memberName(deposit: AdminDeposit): string {
  return deposit.user.fullName ?? deposit.user.email ?? deposit.user.phone ?? deposit.user.id;
}

/** Who, how much, where and why it waits: what an administrator needs before acting. */
export function DepositFacts({ deposit }: { deposit: AdminDeposit }) {
  const waiting =
    deposit.progress === 'awaiting-review'
      ? 'Final on chain; sent to the shared address from a sender this member alone has not proved.'
      : deposit.progress === 'confirming'
        ? `Confirming: ${deposit.confirmations} of ${deposit.confirmationsRequired ?? '?'}`
        : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-muted-foreground">Member</dt>
      <dd>
        {memberName(deposit)}
        {deposit.user.email && (
          <span className="block text-xs text-muted-foreground">{deposit.user.email}</span>
        )}
      </dd>
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="font-medium">
        {formatUsd(deposit.amount)} {deposit.currency}
      </dd>
      <dt className="text-muted-foreground">Network</dt>
      <dd>{deposit.network ?? 'Bitcoin checkout'}</dd>
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <AdminStatusBadge status={deposit.status} />
        {waiting && <span className="block text-xs text-muted-foreground">{waiting}</span>}
      </dd>
      {deposit.senderAddress && (
        <>
          <dt className="text-muted-foreground">Sender</dt>
          <dd className="font-mono text-xs break-all">{deposit.senderAddress}</dd>
        </>
      )}
      {deposit.transactionHash && (
        <>
          <dt className="text-muted-foreground">Hash</dt>
          <dd className="font-mono text-xs break-all">{deposit.transactionHash}</dd>
        </>
      )}
      {deposit.adminNotes && (
        <>
          <dt className="text-muted-foreground">Notes</dt>
          <dd>{deposit.adminNotes}</dd>
        </>
      )}
    </dl>
  );
}
