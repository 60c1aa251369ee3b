import { type PreviewFeeRequest, type PreviewFeeResponse, previewFeeResponseSchema } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function previewWithdrawalFee(
  body: PreviewFeeRequest,
  signal?: AbortSignal,
): Promise<PreviewFeeResponse> {
  return api.post('/withdrawal/preview-fee', body, { schema: previewFeeResponseSchema, signal });
}

export function previewWithdrawalFeeQueryOptions(body: PreviewFeeRequest) {
  return queryOptions({
    queryKey: queryKeys.withdrawal.previewFee(body),
    queryFn: ({ signal }) => previewWithdrawalFee(body, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The fee and net for an amount; asks only once the amount is a valid one. */
export function usePreviewWithdrawalFee(body: PreviewFeeRequest | null) {
  return useQuery({
    ...previewWithdrawalFeeQueryOptions(body ?? { amount: '0' }),
    enabled: body !== null,
  });
}
