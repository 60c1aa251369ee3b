import {
  type WithdrawalHistoryQuery,
  type WithdrawalHistoryResponse,
  withdrawalHistoryResponseSchema,
} from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getWithdrawalHistory(
  query: WithdrawalHistoryQuery,
  signal?: AbortSignal,
): Promise<WithdrawalHistoryResponse> {
  const params = new URLSearchParams({ page: String(query.page ?? 1), limit: String(query.limit ?? 10) });
  if (query.status) params.set('status', query.status);
  return api.get(`/withdrawal/history?${params}`, { schema: withdrawalHistoryResponseSchema, signal });
}

export function getWithdrawalHistoryQueryOptions(query: WithdrawalHistoryQuery) {
  return queryOptions({
    queryKey: queryKeys.withdrawal.history.list(query),
    queryFn: ({ signal }) => getWithdrawalHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawalHistory(query: WithdrawalHistoryQuery) {
  return useQuery(getWithdrawalHistoryQueryOptions(query));
}
