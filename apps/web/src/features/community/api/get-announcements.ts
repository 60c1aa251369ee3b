import type { AnnouncementKind, PublicAnnouncementsResponse } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { activeLanguage } from '@/lib/i18n/language.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** A member's answer on the dashboard, typed rather than parsed: the route downloads no zod (decision 011). */
export function getAnnouncements(
  kind: AnnouncementKind,
  page: number,
  limit: number,
  language: string,
  signal?: AbortSignal,
): Promise<PublicAnnouncementsResponse> {
  const query = new URLSearchParams({ kind, page: String(page), limit: String(limit), lang: language });
  return api.get<PublicAnnouncementsResponse>(`/announcements?${query}`, { signal });
}

/** Published news or management-log entries, newest first; the server caches them 30 s. */
export function getAnnouncementsQueryOptions(
  kind: AnnouncementKind,
  page: number,
  limit: number,
  language = activeLanguage(),
) {
  return queryOptions({
    queryKey: queryKeys.announcements.list(kind, page, limit, language),
    queryFn: ({ signal }) => getAnnouncements(kind, page, limit, language, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncements(kind: AnnouncementKind, page: number, limit: number) {
  return useQuery(getAnnouncementsQueryOptions(kind, page, limit));
}
