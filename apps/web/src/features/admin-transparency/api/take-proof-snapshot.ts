import { proofSnapshotCreatedSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Takes a proof-of-reserves snapshot now; the public page then shows it. */
export function useTakeProofSnapshot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/admin/proofs', undefined, { schema: proofSnapshotCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.transparency.all }),
  });
}
