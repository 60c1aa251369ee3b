import { type TransactionsResponse, transactionsResponseSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function getWalletTransactions(page: number, limit: number, signal?: AbortSignal) {
  return api.get<TransactionsResponse>(`/wallet/transactions?page=${page}&limit=${limit}`, {
    schema: transactionsResponseSchema,
    signal,
  });
}

/** Under the wallet key, so whatever refreshes the wallet refreshes these too. */
export function getWalletTransactionsQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: queryKeys.wallet.transactions({ page, limit }),
    queryFn: ({ signal }) => getWalletTransactions(page, limit, signal),
  });
}

export function useWalletTransactions(page: number, limit: number, enabled = true) {
  return useQuery({ ...getWalletTransactionsQueryOptions(page, limit), enabled });
}
