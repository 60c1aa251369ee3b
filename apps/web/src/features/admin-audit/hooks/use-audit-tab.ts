import { useFilterForm } from '@/lib/use-filter-form.ts';
import { type AuditFiltersInput, useAuditLog } from '../api/get-audit-log.ts';

/** The Audit tab: its filters, the page, and the log they select. */
export function useAuditTab() {
  const { draft, setDraft, filters, page, setPage, apply } = useFilterForm<AuditFiltersInput>({});
  const query = useAuditLog({ ...filters, page, limit: 20 });
  return { draft, setDraft, filters, apply, query, page, setPage };
}
