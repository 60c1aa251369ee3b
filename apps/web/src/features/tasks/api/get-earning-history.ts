import type { EarningHistoryResponse } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export const EARNING_HISTORY_PAGE_SIZE = 10;

/** A member's answer, typed rather than parsed: the route downloads no zod (decision 011). */
export function getEarningHistory(page: number, signal?: AbortSignal): Promise<EarningHistoryResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(EARNING_HISTORY_PAGE_SIZE) });
  return api.get<EarningHistoryResponse>(`/tasks/earning-history?${query}`, { signal });
}

/** The member's earning sessions, newest first; the previous page shows until the next arrives. */
export function useEarningHistory(page: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.tasks.earningHistory(page),
      queryFn: ({ signal }) => getEarningHistory(page, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
