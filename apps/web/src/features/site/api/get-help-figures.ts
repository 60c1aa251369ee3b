import { type HelpFigures, helpFiguresSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getHelpFigures(signal?: AbortSignal): Promise<HelpFigures> {
  return api.get('/site/help-figures', { schema: helpFiguresSchema, signal });
}

export function getHelpFiguresQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.site.helpFigures(),
    queryFn: ({ signal }) => getHelpFigures(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHelpFigures() {
  return useQuery(getHelpFiguresQueryOptions());
}
