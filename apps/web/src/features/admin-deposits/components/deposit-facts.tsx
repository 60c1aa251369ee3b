import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminDeposit } from '@nova/contracts';
import { OperatorText } from '@/components/operator-text.tsx';
import { PersonName } from '@/components/person-name.tsx';
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
  const { t } = useLingui();
  const { confirmations } = deposit;
  const required = deposit.confirmationsRequired ?? '?';
  const waiting =
    deposit.progress === 'awaiting-review'
      ? t`Final on chain; sent to the shared address from a sender this member alone has not proved.`
      : deposit.progress === 'confirming'
        ? t`Confirming: ${confirmations} of ${required}`
        : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-muted-foreground">
        <Trans>Member</Trans>
      </dt>
      <dd>
        <PersonName>{memberName(deposit)}</PersonName>
        {deposit.user.email && (
          <span className="block text-xs text-muted-foreground">
            <bdi dir="ltr">{deposit.user.email}</bdi>
          </span>
        )}
      </dd>
      <dt className="text-muted-foreground">
        <Trans>Amount</Trans>
      </dt>
      <dd className="font-medium">
        <bdi dir="ltr">
          {formatUsd(deposit.amount)} {deposit.currency}
        </bdi>
      </dd>
      <dt className="text-muted-foreground">
        <Trans>Network</Trans>
      </dt>
      <dd>{deposit.network ?? t`Bitcoin checkout`}</dd>
      <dt className="text-muted-foreground">
        <Trans>Status</Trans>
      </dt>
      <dd>
        <AdminStatusBadge status={deposit.status} />
        {waiting && <span className="block text-xs text-muted-foreground">{waiting}</span>}
      </dd>
      {deposit.senderAddress && (
        <>
          <dt className="text-muted-foreground">
            <Trans>Sender</Trans>
          </dt>
          <dd className="font-mono text-xs break-all">
            <bdi dir="ltr">{deposit.senderAddress}</bdi>
          </dd>
        </>
      )}
      {deposit.transactionHash && (
        <>
          <dt className="text-muted-foreground">
            <Trans>Hash</Trans>
          </dt>
          <dd className="font-mono text-xs break-all">
            <bdi dir="ltr">{deposit.transactionHash}</bdi>
          </dd>
        </>
      )}
      {deposit.adminNotes && (
        <>
          <dt className="text-muted-foreground">
            <Trans>Notes</Trans>
          </dt>
          <dd>
            <OperatorText>{deposit.adminNotes}</OperatorText>
          </dd>
        </>
      )}
    </dl>
  );
}
