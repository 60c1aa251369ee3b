import type { SiteContent } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return api.get<SiteContent>('/site/content', { signal });
}

/** The operator's landing content: problem, solution, roadmap, team, tokenomics. */
/** A public answer, typed rather than parsed: the landing page downloads no zod (decision 011). */
export function getSiteContentQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site.content(),
    queryFn: ({ signal }) => getSiteContent(signal),
    staleTime: 60_000,
  });
}

export function useSiteContent() {
  return useQuery(getSiteContentQueryOptions());
}
