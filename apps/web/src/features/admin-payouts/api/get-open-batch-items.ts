import { type OpenBatchItemsResponse, openBatchItemsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getOpenBatchItems(signal?: AbortSignal): Promise<OpenBatchItemsResponse> {
  return api.get('/admin/withdrawal-batches/open-items', { schema: openBatchItemsResponseSchema, signal });
}

export function getOpenBatchItemsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.withdrawals.openBatchItems(),
    queryFn: ({ signal }) => getOpenBatchItems(signal),
  });
}

/** Which withdrawals are already in an open batch, by withdrawal id. */
export function useOpenBatchItems() {
  return useQuery({
    ...getOpenBatchItemsQueryOptions(),
    select: (response) => new Map(response.data.map((item) => [item.withdrawalId, item.batchId])),
  });
}
