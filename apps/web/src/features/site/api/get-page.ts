import { pageTextResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { activeLanguage } from '@/lib/i18n/language.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export type PageKey = 'help' | 'terms' | 'privacy';

/** The page's operator text in the app's language, or in English with a note saying so. */
export function getPage(page: PageKey, language: string, signal?: AbortSignal) {
  return api.get(`/pages/${page}?lang=${encodeURIComponent(language)}`, {
    schema: pageTextResponseSchema,
    signal,
  });
}

export function getPageQueryOptions(page: PageKey, language = activeLanguage()) {
  return queryOptions({
    queryKey: queryKeys.pages.one(page, language),
    queryFn: ({ signal }) => getPage(page, language, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePage(page: PageKey) {
  return useQuery(getPageQueryOptions(page));
}
