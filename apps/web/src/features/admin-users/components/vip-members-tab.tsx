import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { PersonName } from '@/components/person-name.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDate } from '@/lib/format.ts';
import { useVipMembersTab } from '../hooks/use-vip-members-tab.ts';
import { ReferralTree } from './referral-tree-dialog.tsx';
import { userLabel } from './user-dialogs.tsx';
import { vipLevelLabel } from './vip-level-label.tsx';

/** The VIP Members tab: search, 'Active only', Filter, a table with Prev/Next. */
export default function VipMembersTab() {
  const { t } = useLingui();
  const id = useId();
  const { draft, setDraft, apply, query, page, setPage, open, setOpen } = useVipMembersTab();
  const name = open ? userLabel(open.user) : '';
  return (
    <div className="space-y-4">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60 space-y-1.5">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            <Trans>Search VIP members</Trans>
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              className="ps-9"
              placeholder={t`Name, email, phone or level`}
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          </div>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.activeOnly}
            onChange={(event) => setDraft({ ...draft, activeOnly: event.target.checked })}
          />
          <Trans>Active only</Trans>
        </label>
        <Button type="submit">
          <Trans>Filter</Trans>
        </Button>
      </form>
      <QueryState
        query={query}
        labelError
        errorTitle={t`Failed to load VIP members`}
        empty={t`No VIP members found`}
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full min-w-[40rem] text-start text-sm">
              <thead className="bg-surface-muted text-xs text-muted-foreground">
                <tr>
                  {[t`User`, t`Email`, t`Phone`, t`VIP level`, t`Joined`, t`Status`].map((heading) => (
                    <th key={heading} scope="col" className="px-3 py-2 font-medium">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.data.map((member) => (
                  <tr
                    key={member.id}
                    className="cursor-pointer hover:bg-surface-muted"
                    onClick={() => setOpen(member)}
                  >
                    <td className="px-3 py-2 font-medium">
                      <button
                        type="button"
                        className="text-start hover:underline"
                        onClick={() => setOpen(member)}
                      >
                        <PersonName>{userLabel(member.user)}</PersonName>
                      </button>
                    </td>
                    <td className="px-3 py-2">
                      <bdi dir="ltr">{member.user.email ?? '—'}</bdi>
                    </td>
                    <td className="px-3 py-2">
                      <bdi dir="ltr">{member.user.phone ?? '—'}</bdi>
                    </td>
                    <td className="px-3 py-2">{vipLevelLabel(member.vipLevel)}</td>
                    <td className="px-3 py-2">{formatDate(member.createdAt)}</td>
                    <td className="px-3 py-2">
                      <Badge tone={member.isActive ? 'success' : 'neutral'}>
                        {member.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
                      </Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <Pager pagination={query.data?.pagination} page={page} onPageChange={setPage} showTotal />
      {open && (
        <Dialog
          open
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          title={t`Referrals of ${name}`}
          size="xl"
        >
          <ReferralTree userId={open.user.id} />
        </Dialog>
      )}
    </div>
  );
}
