import type { LocalizedSiteContent } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { activeLanguage } from '@/lib/i18n/language.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export function getSiteContent(language: string, signal?: AbortSignal): Promise<LocalizedSiteContent> {
  return api.get<LocalizedSiteContent>(`/site/content?lang=${encodeURIComponent(language)}`, { signal });
}

/**
 * The operator's landing content (problem, solution, roadmap, team, tokenomics) in the app's
 * language, or in English with a note saying so. A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export function getSiteContentQueryOptions(language = activeLanguage()) {
  return queryOptions({
    queryKey: queryKeys.site.content(language),
    queryFn: ({ signal }) => getSiteContent(language, signal),
    staleTime: 60_000,
  });
}

export function useSiteContent() {
  return useQuery(getSiteContentQueryOptions());
}
