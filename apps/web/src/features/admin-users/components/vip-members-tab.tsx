import type { VipMember } from '@nova/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { formatDate, formatUsd } from '@/lib/format.ts';
import { useVipMembers } from '../api/get-vip-members.ts';
import { ReferralTree } from './referral-tree-dialog.tsx';
import { userLabel } from './user-dialogs.tsx';

/** The VIP Members tab: search, 'Active only', Filter, a table with Prev/Next. */
export default function VipMembersTab() {
  const id = useId();
  const [draft, setDraft] = useState({ search: '', activeOnly: true });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<VipMember | null>(null);
  const query = useVipMembers({
    page,
    limit: 20,
    search: filters.search.trim() || undefined,
    activeOnly: filters.activeOnly,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60 space-y-1.5">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            Search VIP members
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              className="pl-9"
              placeholder="Name, email, phone or level"
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
          Active only
        </label>
        <Button type="submit">Filter</Button>
      </form>
      <QueryState
        query={query}
        labelError
        errorTitle="Failed to load VIP members"
        empty="No VIP members found"
        isEmpty={(data) => data.data.length === 0}
      >
        {(data) => (
          <div className="overflow-x-auto rounded-xl border border-border">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-surface-muted text-xs text-muted-foreground">
                <tr>
                  {['User', 'Email', 'Phone', 'VIP level', 'Joined', 'Status'].map((heading) => (
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
                        className="text-left hover:underline"
                        onClick={() => setOpen(member)}
                      >
                        {userLabel(member.user)}
                      </button>
                    </td>
                    <td className="px-3 py-2">{member.user.email ?? '—'}</td>
                    <td className="px-3 py-2">{member.user.phone ?? '—'}</td>
                    <td className="px-3 py-2">
                      {member.vipLevel.name} ({formatUsd(member.vipLevel.amount)})
                    </td>
                    <td className="px-3 py-2">{formatDate(member.createdAt)}</td>
                    <td className="px-3 py-2">
                      <Badge tone={member.isActive ? 'success' : 'neutral'}>
                        {member.isActive ? 'Active' : 'Inactive'}
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
          title={`Referrals of ${userLabel(open.user)}`}
          size="xl"
        >
          <ReferralTree userId={open.user.id} />
        </Dialog>
      )}
    </div>
  );
}
