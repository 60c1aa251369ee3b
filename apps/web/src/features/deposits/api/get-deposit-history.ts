import {
  type DepositHistoryResponse,
  type DepositStatus,
  depositHistoryResponseSchema,
} from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface DepositHistoryParams {
  page: number;
  limit: number;
  status?: DepositStatus;
}

export function getDepositHistory(
  params: DepositHistoryParams,
  signal?: AbortSignal,
): Promise<DepositHistoryResponse> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) query.set('status', params.status);
  return api.get(`/deposit/history?${query}`, { schema: depositHistoryResponseSchema, signal });
}

/** Polled while open, so a deposit's confirmations and credit show as they happen. */
export function getDepositHistoryQueryOptions(params: DepositHistoryParams) {
  return queryOptions({
    queryKey: queryKeys.deposits.history(params),
    queryFn: ({ signal }) => getDepositHistory(params, signal),
    refetchInterval: pollWhileOffline(5_000),
    placeholderData: keepPreviousData,
  });
}

export function useDepositHistory(params: DepositHistoryParams) {
  return useQuery(getDepositHistoryQueryOptions(params));
}
