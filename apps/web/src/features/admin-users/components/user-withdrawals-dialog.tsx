import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal } from '@nova/contracts';
import { useState } from 'react';
import { OperatorText } from '@/components/operator-text.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from '@/components/status-badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useUserWithdrawals } from '../api/get-user-withdrawals.ts';
import type { MemberDialogProps } from './user-deposits-dialog.tsx';

/** A member's withdrawal requests with each one's fields, 10 a page. */
export function UserWithdrawalsDialog({ userId, name, onClose }: MemberDialogProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useUserWithdrawals(userId, page);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Withdrawals of ${name}`} size="lg">
      <QueryState
        query={query}
        labelError
        errorTitle={t`Failed to load withdrawals`}
        empty={t`No withdrawals found`}
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <ul className="divide-y divide-border" aria-label={t`Withdrawals`}>
            {data.data.map((withdrawal) => (
              <li key={withdrawal.id} className="space-y-1 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-semibold tabular-nums">{formatUsd(withdrawal.amount)}</span>
                  <StatusBadge status={withdrawal.status} />
                  <span className="text-muted-foreground">
                    {withdrawal.currency} · {withdrawal.network}
                  </span>
                </div>
                <p className="font-mono text-xs break-all">
                  <bdi dir="ltr">{withdrawal.walletAddress}</bdi>
                </p>
                <WithdrawalFacts withdrawal={withdrawal} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Pager
        pagination={query.data?.pagination}
        page={page}
        onPageChange={setPage}
        pageButtons={3}
        className="mt-3"
      />
    </Dialog>
  );
}

/** Fee, net, dates, notes and payout hash of one request. */
function WithdrawalFacts({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const fee = formatUsd(withdrawal.fee);
  const net = formatUsd(withdrawal.netAmount);
  const requested = formatDateTime(withdrawal.createdAt);
  const updated = formatDateTime(withdrawal.updatedAt);
  const { adminNotes: notes, transactionHash: hash } = withdrawal;
  return (
    <>
      <p className="text-muted-foreground">
        <Trans>
          Fee {fee} · Net {net} · Requested {requested} · Updated {updated}
        </Trans>
      </p>
      {notes && (
        <p>
          <Trans>
            Notes: <OperatorText>{notes}</OperatorText>
          </Trans>
        </p>
      )}
      {hash && (
        <p className="font-mono text-xs break-all">
          <Trans>
            Tx: <bdi dir="ltr">{hash}</bdi>
          </Trans>
        </p>
      )}
    </>
  );
}
