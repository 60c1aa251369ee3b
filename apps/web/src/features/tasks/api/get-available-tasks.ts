import { type AvailableTask, availableTasksResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export async function getAvailableTasks(signal?: AbortSignal): Promise<AvailableTask[]> {
  return (await api.get('/tasks/available', { schema: availableTasksResponseSchema, signal })).tasks;
}

/** Polled every 30 s (rule 41). */
export function getAvailableTasksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tasks.available(),
    queryFn: ({ signal }) => getAvailableTasks(signal),
    refetchInterval: pollWhileOffline(30_000),
  });
}

export function useAvailableTasks() {
  return useQuery(getAvailableTasksQueryOptions());
}
