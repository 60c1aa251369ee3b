import type { PublicMembersResponse } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The board's query: 20 rows by earnings, newest figures every 30 s. */
const BOARD_QUERY = 'limit=20&sortBy=earnings&order=desc';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getPublicMembers(signal?: AbortSignal): Promise<PublicMembersResponse> {
  return api.get<PublicMembersResponse>(`/members/public?${BOARD_QUERY}`, { signal });
}

export function getPublicMembersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.members.public(),
    queryFn: ({ signal }) => getPublicMembers(signal),
    refetchInterval: 30_000,
  });
}

export function usePublicMembers() {
  return useQuery(getPublicMembersQueryOptions());
}
