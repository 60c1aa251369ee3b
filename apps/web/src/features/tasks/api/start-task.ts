import type { StartEarningResponse } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The answer is typed, not parsed: the dashboard shows this button and downloads no zod (decision 011). */
export function startTask(taskId: string, idempotencyKey: string): Promise<StartEarningResponse> {
  return api.post<StartEarningResponse>(`/tasks/start/${encodeURIComponent(taskId)}`, undefined, {
    idempotencyKey,
  });
}

/** Starts the day's task (the earning session); one key per start intent, resent on retry. */
export function useStartTask() {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (taskId: string) => startTask(taskId, intent.key()),
    onSuccess: () => intent.done(),
    // A refusal (4xx) moved nothing: the next attempt is a new intent.
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) intent.done();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vip.status() }),
        // The wallet's queries live under ['wallet'] (another feature's cache, refreshed by key).
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}
