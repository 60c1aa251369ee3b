import {
  type DailyEarningsResponse,
  dailyEarningsResponseSchema,
  type EarningsDateFilter,
  type EarningsSort,
} from '@nova/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryString } from '@/lib/download.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface DailyEarningsQuery {
  page: number;
  limit: number;
  dateFilter: EarningsDateFilter;
  sortBy: EarningsSort;
}

export function getDailyEarnings(
  userId: string,
  query: DailyEarningsQuery,
  signal?: AbortSignal,
): Promise<DailyEarningsResponse> {
  return api.get(`/admin/users/${userId}/daily-earnings${queryString({ ...query })}`, {
    schema: dailyEarningsResponseSchema,
    signal,
  });
}

export function useDailyEarnings(userId: string, query: DailyEarningsQuery) {
  return useQuery({
    queryKey: queryKeys.admin.users.earnings(userId, query),
    queryFn: ({ signal }) => getDailyEarnings(userId, query, signal),
    placeholderData: keepPreviousData,
  });
}
