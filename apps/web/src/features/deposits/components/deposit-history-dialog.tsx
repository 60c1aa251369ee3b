import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Deposit, DepositStatus } from '@nova/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { getToken } from '@/lib/session-token.ts';
import { useDepositHistory } from '../api/get-deposit-history.ts';
import { DepositList } from './deposit-list.tsx';
import { EditHashForm } from './edit-hash-form.tsx';

/** The filter's choices, named as the status badges name them. */
const statuses: { value: DepositStatus; label: MessageDescriptor }[] = [
  { value: 'PENDING', label: msg`Pending` },
  { value: 'CONFIRMED', label: msg`Confirmed` },
  { value: 'FAILED', label: msg`Failed` },
  { value: 'EXPIRED', label: msg`Expired` },
];

/**
 * The deposit history: opened from /deposit and the dashboard (the profile page
 * reuses it), filtered by status, ten a page; a PENDING deposit's hash can be corrected.
 */
export function DepositHistoryDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Deposit history`} size="lg">
      {getToken() ? (
        <DepositHistoryContent />
      ) : (
        <Alert tone="danger">
          <Trans>Please log in to view your deposit history</Trans>
        </Alert>
      )}
    </Dialog>
  );
}

function DepositHistoryContent() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [page, setPage] = useState(1);
  const history = useDepositHistory({ page, limit: 10, status: status || undefined });
  const pagination = history.data?.pagination;
  const editable = (deposit: Deposit) =>
    deposit.status === 'PENDING' && deposit.source === 'HASH_CLAIM' ? (
      <EditHashForm deposit={deposit} />
    ) : null;

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-sm">
        <label htmlFor="history-status" className="font-medium">
          <Trans>Status</Trans>
        </label>
        <Select
          id="history-status"
          className="w-44"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as DepositStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t`All`}</option>
          {statuses.map(({ value, label }) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </Select>
      </div>
      <QueryState
        query={history}
        errorTitle={t`Error loading deposit history`}
        errorFallback={t`Please try again later`}
        loading={<Skeleton className="h-40 w-full" />}
      >
        {({ data }) => <DepositList deposits={data} action={editable} />}
      </QueryState>
      <Pager pagination={pagination} page={page} onPageChange={setPage} />
    </div>
  );
}
