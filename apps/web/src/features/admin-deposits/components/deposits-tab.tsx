import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AdminDeposit, DepositStatus } from '@nova/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button.tsx';
import { PersonName } from '@/components/person-name.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input, Select } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { queryString } from '@/lib/download.ts';
import { formatDateTime, formatUsd } from '@/lib/format.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useAdminDeposits } from '../api/get-admin-deposits.ts';
import { usePendingDeposits } from '../api/get-pending-deposits.ts';
import { CrossNetworkDialog } from './cross-network-dialog.tsx';
import { AdminStatusBadge, memberName } from './deposit-facts.tsx';
import { ProcessDepositDialog } from './process-deposit-dialog.tsx';
import { type TransactionCheck, TransactionChecksDialog } from './transaction-checks-dialog.tsx';

/** The filter's statuses, in the status badges' words. */
const statuses: [DepositStatus, MessageDescriptor][] = [
  ['PENDING', msg({ message: 'Pending', context: 'status' })],
  ['CONFIRMED', msg({ message: 'Confirmed', context: 'status' })],
  ['FAILED', msg({ message: 'Failed', context: 'status' })],
  ['EXPIRED', msg({ message: 'Expired', context: 'status' })],
];
type Opened = { kind: 'process' | 'networks' | TransactionCheck; deposit: AdminDeposit } | null;

/** The Deposits tab. */
export default function DepositsTab() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DepositStatus | ''>('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened>(null);
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const list = useAdminDeposits({ page, search: settledSearch, status: status || undefined });
  const pending = usePendingDeposits();
  const pagination = list.data?.pagination;
  const pendingCount = pending.data?.data.length ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">
            <Trans>Deposits</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            {pending.data ? (
              <Plural value={pendingCount} one="# pending" other="# pending" />
            ) : (
              <Trans>Loading pending deposits…</Trans>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <div className="relative">
            <label htmlFor="deposit-search" className="sr-only">
              <Trans>Search by user, email, phone or transaction hash</Trans>
            </label>
            <Search className="absolute start-3 top-3 size-4 text-muted-foreground" aria-hidden />
            <Input
              id="deposit-search"
              className="w-full ps-9 sm:w-72"
              placeholder={t`User, email, phone or hash`}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <div>
            <label htmlFor="deposit-status-filter" className="sr-only">
              <Trans>Status</Trans>
            </label>
            <Select
              id="deposit-status-filter"
              value={status}
              onChange={(event) => setStatus(event.target.value as DepositStatus | '')}
              className="w-40"
            >
              <option value="">{t`All statuses`}</option>
              {statuses.map(([value, label]) => (
                <option key={value} value={value}>
                  {i18n._(label)}
                </option>
              ))}
            </Select>
          </div>
          <ExportCsvButton
            path={`/admin/deposits/export${queryString({ search: settledSearch, status: status || undefined })}`}
            name="deposits"
          />
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>All deposits</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={list}
            errorFallback={t`Failed to load deposits`}
            labelError
            loading={<Skeleton className="h-64 w-full" />}
            isEmpty={({ data }) => data.length === 0}
            empty={t`No deposits found`}
          >
            {({ data }) => (
              <ul className="divide-y divide-border">
                {data.map((deposit) => (
                  <DepositRow key={deposit.id} deposit={deposit} onOpen={setOpened} />
                ))}
              </ul>
            )}
          </QueryState>
          <Pager pagination={pagination} page={page} onPageChange={setPage} className="mt-4" />
        </CardContent>
      </Card>
      {opened?.kind === 'process' && (
        <ProcessDepositDialog deposit={opened.deposit} onClose={() => setOpened(null)} />
      )}
      {(opened?.kind === 'verify' || opened?.kind === 'check') && (
        <TransactionChecksDialog
          deposit={opened.deposit}
          first={opened.kind}
          onClose={() => setOpened(null)}
          onAllNetworks={() => setOpened({ kind: 'networks', deposit: opened.deposit })}
        />
      )}
      {opened?.kind === 'networks' && (
        <CrossNetworkDialog deposit={opened.deposit} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}

function DepositRow({ deposit, onOpen }: { deposit: AdminDeposit; onOpen: (opened: Opened) => void }) {
  const { t } = useLingui();
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="admin-deposit-row"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <bdi dir="ltr">
            {formatUsd(deposit.amount)} {deposit.currency}
          </bdi>
          <AdminStatusBadge status={deposit.status} />
          {deposit.reviewRequired && deposit.status === 'PENDING' && (
            <span className="text-xs font-normal text-warning">
              <Trans>review needed</Trans>
            </span>
          )}
        </p>
        <p className="truncate text-sm">
          <PersonName>{memberName(deposit)}</PersonName>
          {deposit.user.email && deposit.user.fullName && (
            <span className="text-muted-foreground">
              {' · '}
              <bdi dir="ltr">{deposit.user.email}</bdi>
            </span>
          )}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {deposit.network ?? t`Bitcoin checkout`} · {formatDateTime(deposit.createdAt)}
          {deposit.transactionHash && (
            <span className="font-mono">
              {' · '}
              <bdi dir="ltr">{deposit.transactionHash}</bdi>
            </span>
          )}
        </p>
      </div>
      {deposit.status === 'PENDING' && (
        <div className="flex shrink-0 gap-2">
          {deposit.transactionHash && (
            <>
              <Button variant="outline" size="sm" onClick={() => onOpen({ kind: 'verify', deposit })}>
                <Trans>Verify</Trans>
              </Button>
              <Button variant="outline" size="sm" onClick={() => onOpen({ kind: 'check', deposit })}>
                <Trans>Check</Trans>
              </Button>
            </>
          )}
          <Button size="sm" onClick={() => onOpen({ kind: 'process', deposit })}>
            <Trans>Process</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
