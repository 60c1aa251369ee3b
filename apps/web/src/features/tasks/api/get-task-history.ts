import { type TaskHistoryResponse, taskHistoryResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The latest entries (task history shows 5). */
export function getTaskHistory(limit: number, signal?: AbortSignal): Promise<TaskHistoryResponse> {
  return api.get(`/tasks/history?page=1&limit=${limit}`, { schema: taskHistoryResponseSchema, signal });
}

export function getTaskHistoryQueryOptions(limit = 5) {
  return queryOptions({
    queryKey: queryKeys.tasks.history(limit),
    queryFn: ({ signal }) => getTaskHistory(limit, signal),
  });
}

export function useTaskHistory(limit = 5) {
  return useQuery(getTaskHistoryQueryOptions(limit));
}
