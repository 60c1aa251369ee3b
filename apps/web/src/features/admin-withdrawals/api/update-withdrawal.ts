import {
  type UpdateWithdrawalRequest,
  type UpdateWithdrawalResponse,
  updateWithdrawalResponseSchema,
} from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function updateWithdrawal(
  id: string,
  body: UpdateWithdrawalRequest,
): Promise<UpdateWithdrawalResponse> {
  return api.put(`/admin/withdrawals/${id}`, body, { schema: updateWithdrawalResponseSchema });
}

export function useUpdateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UpdateWithdrawalRequest }) =>
      updateWithdrawal(input.id, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
