import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { queryString } from '@/lib/download.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { UserCard } from './user-card.tsx';
import { type UserDialog, UserDialogs } from './user-dialogs.tsx';

const PAGE_SIZE = 20;

/** The admin Users tab: search, summary tiles, paged member cards. */
export default function UsersTab() {
  const { t } = useLingui();
  const id = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const settled = useDebouncedValue(search.trim(), 300);
  const query = useAdminUsers({ page, limit: PAGE_SIZE, search: settled || undefined });
  const pagination = query.data?.pagination;
  const tiles: [string, string][] = [
    [t`Total users`, String(pagination?.totalItems ?? '…')],
    [t`Current page`, String(pagination?.currentPage ?? page)],
    [t`Total pages`, String(pagination?.totalPages ?? '…')],
    [t`Per page`, String(PAGE_SIZE)],
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1.5">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            <Trans>Search users</Trans>
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              className="ps-9"
              placeholder={t`Name, email, phone, referral code or id`}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <ExportCsvButton path={`/admin/users/export${queryString({ search: settled })}`} name="users" />
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-surface p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <QueryState
        query={query}
        labelError
        errorTitle={t`Failed to load users`}
        empty={t`No users found`}
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <ul className="space-y-3" aria-label={t`Users`}>
            {data.data.map((user) => (
              <li key={user.id}>
                <UserCard user={user} onOpen={(kind) => setDialog({ kind, user })} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Pager pagination={pagination} page={page} onPageChange={setPage} pageButtons={5} />
      <UserDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
