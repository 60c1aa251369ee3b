import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Withdrawal, WithdrawalStatus } from '@nova/contracts';
import { useId, useState } from 'react';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatUsd, shortHex } from '@/lib/format.ts';
import { useWithdrawalHistory } from '../api/get-withdrawal-history.ts';
import { PayoutHash } from './payout-hash.tsx';
import { methodLabel } from './withdrawal-form-parts.tsx';

const PAGE_SIZE = 10;

/** The filter's choices, named as the status badges name them. */
const statusLabels: Record<WithdrawalStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  COMPLETED: msg`Completed`,
  REJECTED: msg`Rejected`,
  FAILED: msg`Failed`,
};

/** The member's withdrawals, newest first, filterable by every status. */
export function WithdrawalHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Withdrawal History`} size="lg">
      {open && <WithdrawalHistory />}
    </Dialog>
  );
}

function WithdrawalHistory() {
  const { t, i18n } = useLingui();
  const filterId = useId();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const history = useWithdrawalHistory({
    page,
    limit: PAGE_SIZE,
    status: status || undefined,
  });
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium">
          <Trans>Status</Trans>
        </label>
        <Select
          id={filterId}
          className="w-44"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as WithdrawalStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t`All`}</option>
          {Object.entries(statusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={history}
        errorFallback={t`Failed to load withdrawal history`}
        loading={<Skeleton className="h-40 w-full" />}
        isEmpty={({ data }) => data.length === 0}
        empty={t`No withdrawals found`}
      >
        {({ data }) => (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t`Withdrawals`}>
            {data.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
            ))}
          </ul>
        )}
      </QueryState>
      <Pager pagination={history.data?.pagination} page={page} onPageChange={setPage} />
    </div>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const fee = formatUsd(withdrawal.fee);
  const net = formatUsd(withdrawal.netAmount);
  const to = shortHex(withdrawal.walletAddress);
  const payout = withdrawal.transactionHash;
  const note = withdrawal.adminNotes;
  return (
    <li className="space-y-1.5 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{formatUsd(withdrawal.amount)}</span>
        <StatusBadge status={withdrawal.status} />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span>{methodLabel(withdrawal)}</span>
        <span>
          <Trans>
            Fee <bdi dir="ltr">{fee}</bdi> · you receive <bdi dir="ltr">{net}</bdi>
          </Trans>
        </span>
        <span>
          {withdrawal.source === 'DEPOSIT' ? <Trans>From deposits</Trans> : <Trans>From earnings</Trans>}
        </span>
        <span title={withdrawal.walletAddress}>
          <Trans>
            To{' '}
            <bdi className="font-mono" dir="ltr">
              {to}
            </bdi>
          </Trans>
        </span>
        <span>{formatDateTime(withdrawal.createdAt)}</span>
      </div>
      {payout && (
        <p className="flex min-w-0 items-baseline gap-1 text-xs text-muted-foreground">
          <Trans>
            Payout <PayoutHash hash={payout} explorerUrl={withdrawal.explorerUrl} />
          </Trans>
        </p>
      )}
      {note && (
        <p className="text-xs">
          <Trans>
            Note: <OperatorText>{note}</OperatorText>
          </Trans>
        </p>
      )}
    </li>
  );
}
