import type { MemberBoardSort, PublicMembersResponse } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type BoardOrder = 'asc' | 'desc';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getPublicMembers(
  sortBy: MemberBoardSort,
  order: BoardOrder,
  signal?: AbortSignal,
): Promise<PublicMembersResponse> {
  const query = new URLSearchParams({ limit: '20', sortBy, order });
  return api.get<PublicMembersResponse>(`/members/public?${query}`, { signal });
}

/** 20 rows in the chosen order, newest figures every 30 s; the old order shows until the new one comes. */
export function getPublicMembersQueryOptions(
  sortBy: MemberBoardSort = 'totalEarnings',
  order: BoardOrder = 'desc',
) {
  return queryOptions({
    queryKey: queryKeys.members.public(sortBy, order),
    queryFn: ({ signal }) => getPublicMembers(sortBy, order, signal),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function usePublicMembers(sortBy: MemberBoardSort, order: BoardOrder) {
  return useQuery(getPublicMembersQueryOptions(sortBy, order));
}
