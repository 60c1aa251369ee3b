import {
  type AnnouncementKind,
  announcementResponseSchema,
  announcementsResponseSchema,
  type CreateAnnouncementRequest,
  successSchema,
  type UpdateAnnouncementRequest,
} from '@nova/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The admin's posts, drafts included; every change also refreshes what members see. */
export function getAdminAnnouncementsQueryOptions(kind: AnnouncementKind, page: number) {
  return queryOptions({
    queryKey: queryKeys.admin.announcements.list(kind, page),
    queryFn: ({ signal }) =>
      api.get(`/admin/announcements?kind=${kind}&page=${page}&limit=20`, {
        schema: announcementsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAnnouncements(kind: AnnouncementKind, page: number) {
  return useQuery(getAdminAnnouncementsQueryOptions(kind, page));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.announcements.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.announcements.all }),
    ]);
}

export function useCreateAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateAnnouncementRequest) =>
      api.post('/admin/announcements', body, { schema: announcementResponseSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAnnouncementRequest }) =>
      api.put(`/admin/announcements/${id}`, body, { schema: announcementResponseSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteAnnouncement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/announcements/${id}`, { method: 'DELETE', schema: successSchema }),
    onSuccess: refresh,
  });
}
