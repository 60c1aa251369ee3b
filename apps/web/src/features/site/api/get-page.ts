import { pageTextResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type PageKey = 'help' | 'terms' | 'privacy';

export function getPage(page: PageKey, signal?: AbortSignal) {
  return api.get(`/pages/${page}`, { schema: pageTextResponseSchema, signal });
}

export function getPageQueryOptions(page: PageKey) {
  return queryOptions({
    queryKey: queryKeys.pages.one(page),
    queryFn: ({ signal }) => getPage(page, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePage(page: PageKey) {
  return useQuery(getPageQueryOptions(page));
}
