import type { VipMember } from '@nova/contracts';
import { useState } from 'react';
import { useFilterForm } from '@/lib/use-filter-form.ts';
import { useVipMembers } from '../api/get-vip-members.ts';

/** The VIP Members tab: its filters (active members only at first), the page, the member opened. */
export function useVipMembersTab() {
  const { draft, setDraft, filters, page, setPage, apply } = useFilterForm({ search: '', activeOnly: true });
  const [open, setOpen] = useState<VipMember | null>(null);
  const query = useVipMembers({
    page,
    limit: 20,
    search: filters.search.trim() || undefined,
    activeOnly: filters.activeOnly,
  });
  return { draft, setDraft, apply, query, page, setPage, open, setOpen };
}
