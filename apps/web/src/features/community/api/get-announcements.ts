import type { AnnouncementKind, AnnouncementsResponse } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getAnnouncements(
  kind: AnnouncementKind,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AnnouncementsResponse> {
  const query = new URLSearchParams({ kind, page: String(page), limit: String(limit) });
  return api.get<AnnouncementsResponse>(`/announcements?${query}`, { signal });
}

/** Published news or management-log entries, newest first; the server caches them 30 s. */
export function getAnnouncementsQueryOptions(kind: AnnouncementKind, page: number, limit: number) {
  return queryOptions({
    queryKey: queryKeys.announcements.list(kind, page, limit),
    queryFn: ({ signal }) => getAnnouncements(kind, page, limit, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(kind: AnnouncementKind, page: number, limit: number) {
  return useQuery(getAnnouncementsQueryOptions(kind, page, limit));
}
