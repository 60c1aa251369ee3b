import { type AdminDepositsResponse, adminDepositsResponseSchema, type DepositStatus } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface AdminDepositsParams {
  page: number;
  search: string;
  status?: DepositStatus;
}

export function getAdminDeposits(
  params: AdminDepositsParams,
  signal?: AbortSignal,
): Promise<AdminDepositsResponse> {
  const query = new URLSearchParams({ page: String(params.page), limit: '50' });
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  return api.get(`/admin/deposits?${query}`, { schema: adminDepositsResponseSchema, signal });
}

/** Polled every 10 s (rule 41). */
export function getAdminDepositsQueryOptions(params: AdminDepositsParams) {
  return queryOptions({
    queryKey: queryKeys.admin.deposits.list(params),
    queryFn: ({ signal }) => getAdminDeposits(params, signal),
    refetchInterval: pollWhileOffline(10_000),
    placeholderData: keepPreviousData,
  });
}

export function useAdminDeposits(params: AdminDepositsParams) {
  return useQuery(getAdminDepositsQueryOptions(params));
}
