import { type Transparency, transparencySchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getTransparency(signal?: AbortSignal): Promise<Transparency> {
  return api.get('/public/transparency', { schema: transparencySchema, signal });
}

export function getTransparencyQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.transparency.summary(),
    queryFn: ({ signal }) => getTransparency(signal),
    refetchInterval: pollWhileOffline(60_000),
  });
}

export function useTransparency() {
  return useQuery(getTransparencyQueryOptions());
}
