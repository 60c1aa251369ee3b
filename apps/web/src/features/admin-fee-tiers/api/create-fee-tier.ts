import { type CreateFeeTierRequest, feeTierResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function createFeeTier(body: CreateFeeTierRequest) {
  return api.post('/admin/withdrawal-fee-tiers', body, { schema: feeTierResponseSchema });
}

export function useCreateFeeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeeTier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.feeTiers.all }),
  });
}
