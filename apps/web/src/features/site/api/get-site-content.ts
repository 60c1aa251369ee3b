import { type SiteContent, siteContentSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  return api.get('/site/content', { schema: siteContentSchema, signal });
}

export const siteContentQueryKey = ['site', 'content'] as const;

/** The operator's landing content: problem, solution, roadmap, team, tokenomics. */
export function getSiteContentQueryOptions() {
  return queryOptions({
    queryKey: siteContentQueryKey,
    queryFn: ({ signal }) => getSiteContent(signal),
    staleTime: 60_000,
  });
}

export function useSiteContent() {
  return useQuery(getSiteContentQueryOptions());
}
