import {
  type SiteTranslation,
  type SiteTranslationResponse,
  siteTranslationResponseSchema,
  type TranslationLanguage,
} from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** One language's version of the landing texts and the pages, as written in the Site tab. */
export function getSiteTranslation(language: TranslationLanguage, signal?: AbortSignal) {
  return api.get(`/admin/site/translations/${language}`, { schema: siteTranslationResponseSchema, signal });
}

export function useUpdateSiteTranslation(language: TranslationLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SiteTranslation) =>
      api.put(`/admin/site/translations/${language}`, data, { schema: siteTranslationResponseSchema }),
    onSuccess: (saved: SiteTranslationResponse) =>
      queryClient.setQueryData(queryKeys.site.translation(language), saved),
  });
}
