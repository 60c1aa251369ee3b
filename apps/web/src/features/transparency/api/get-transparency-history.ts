import { type TransparencyHistory, transparencyHistorySchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getTransparencyHistory(days: number, signal?: AbortSignal): Promise<TransparencyHistory> {
  return api.get(`/public/transparency/history?days=${days}`, { schema: transparencyHistorySchema, signal });
}

export function getTransparencyHistoryQueryOptions(days = 90) {
  return queryOptions({
    queryKey: queryKeys.transparency.history(days),
    queryFn: ({ signal }) => getTransparencyHistory(days, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTransparencyHistory(days = 90) {
  return useQuery(getTransparencyHistoryQueryOptions(days));
}
