import { type AuditLogResponse, auditLogResponseSchema } from '@nova/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryString } from '@/lib/download.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AuditFiltersInput {
  action?: string;
  actor?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

export function getAuditLog(
  query: AuditFiltersInput & { page: number; limit: number },
  signal?: AbortSignal,
) {
  return api.get<AuditLogResponse>(`/admin/audit-log${queryString({ ...query })}`, {
    schema: auditLogResponseSchema,
    signal,
  });
}

export function useAuditLog(query: AuditFiltersInput & { page: number; limit: number }) {
  return useQuery({
    queryKey: queryKeys.admin.auditLog(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
