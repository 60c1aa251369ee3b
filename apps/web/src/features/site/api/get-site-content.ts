import { type SiteContent, siteContentSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return api.get('/site/content', { schema: siteContentSchema, signal });
}

/** The operator's landing content: problem, solution, roadmap, team, tokenomics. */
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
