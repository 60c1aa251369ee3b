import { type SiteContent, siteContentSchema, type UpdateSiteContentRequest } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getSiteContentForEditing(signal?: AbortSignal): Promise<SiteContent> {
  return api.get('/site/content?lang=en', { schema: siteContentSchema, signal });
}

export function updateSiteContent(data: UpdateSiteContentRequest): Promise<SiteContent> {
  return api.put('/admin/site/content', data, { schema: siteContentSchema });
}

export function useUpdateSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteContent,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.site.edited(), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.site.contentAll() });
    },
  });
}
