import {
  type AdminWithdrawalsResponse,
  adminWithdrawalsResponseSchema,
  type WithdrawalStatus,
} from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface WithdrawalsQuery {
  page: number;
  limit: number;
  status?: WithdrawalStatus;
  search?: string;
}

export function getWithdrawals(
  query: WithdrawalsQuery,
  signal?: AbortSignal,
): Promise<AdminWithdrawalsResponse> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  return api.get(`/admin/withdrawals?${params}`, { schema: adminWithdrawalsResponseSchema, signal });
}

export function getWithdrawalsQueryOptions(query: WithdrawalsQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.history(query),
    queryFn: ({ signal }) => getWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(query: WithdrawalsQuery) {
  return useQuery(getWithdrawalsQueryOptions(query));
}
