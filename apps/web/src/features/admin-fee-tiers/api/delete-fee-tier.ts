import { feeTierResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function deleteFeeTier(id: string) {
  return apiRequest(`/admin/withdrawal-fee-tiers/${id}`, { method: 'DELETE', schema: feeTierResponseSchema });
}

export function useDeleteFeeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeeTier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.feeTiers.all }),
  });
}
