import {
  type FundRewardsPoolRequest,
  fundRewardsPoolResponseSchema,
  type RewardsPool,
  rewardsPoolSchema,
} from '@nova/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { pollWhileOffline } from '@/lib/live/live-status.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getRewardsPool(signal?: AbortSignal): Promise<RewardsPool> {
  return api.get('/admin/rewards-pool', { schema: rewardsPoolSchema, signal });
}

export function getRewardsPoolQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.rewardsPool(),
    queryFn: ({ signal }) => getRewardsPool(signal),
    refetchInterval: pollWhileOffline(30_000),
  });
}

export function useRewardsPool() {
  return useQuery(getRewardsPoolQueryOptions());
}

/** Funds the pool; one idempotency key per funding intent, resent on retry. */
export function useFundRewardsPool() {
  const queryClient = useQueryClient();
  const intent = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: FundRewardsPoolRequest) =>
      api.post('/admin/rewards-pool/fund', body, {
        schema: fundRewardsPoolResponseSchema,
        idempotencyKey: intent.key(),
      }),
    onSuccess: (answer) => {
      intent.done();
      queryClient.setQueryData(queryKeys.admin.rewardsPool(), answer.pool);
      return queryClient.invalidateQueries({ queryKey: queryKeys.transparency.all });
    },
  });
}
