import type { StartEarningResponse } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * Where a session is started from: the dashboard starts earning (POST /vip/start-earning), the
 * Tasks screen starts the day's task (POST /tasks/start/{id}); both start the same session and
 * fail with their own fallback.
 */
export type StartVia = 'earning' | 'task';

const DAILY_TASK_ID = 'daily-earning';

const paths: Record<StartVia, string> = {
  earning: '/vip/start-earning',
  task: `/tasks/start/${DAILY_TASK_ID}`,
};

/** The answer is typed, not parsed: the dashboard shows this button and downloads no zod (decision 011). */
export function startSession(via: StartVia, idempotencyKey: string): Promise<StartEarningResponse> {
  return api.post<StartEarningResponse>(paths[via], undefined, { idempotencyKey });
}

/** Starts the day's session; one key per start intent, resent on retry. */
export function useStartSession(via: StartVia) {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: () => startSession(via, intent.key()),
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
