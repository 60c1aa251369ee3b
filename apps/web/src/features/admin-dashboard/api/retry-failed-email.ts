import { retryEmailResponseSchema } from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function retryFailedEmail(id: string) {
  return apiRequest(`/admin/outbox/${id}/retry`, { method: 'POST', schema: retryEmailResponseSchema });
}

export function useRetryFailedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedEmail,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.failedEmails() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats() }),
      ]),
  });
}
