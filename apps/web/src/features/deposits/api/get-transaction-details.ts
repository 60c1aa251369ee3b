import {
  type Network,
  type TransactionLookupResponse,
  transactionLookupResponseSchema,
} from '@nova/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Transaction Details: read only. */
export function getTransactionDetails(
  transactionHash: string,
  network?: Network,
  signal?: AbortSignal,
): Promise<TransactionLookupResponse> {
  return api.post(
    '/deposit/transaction-details',
    { transactionHash, network },
    {
      schema: transactionLookupResponseSchema,
      signal,
    },
  );
}

/** Looked up automatically once the hash field holds a valid hash. */
export function getTransactionDetailsQueryOptions(transactionHash: string | null, network?: Network) {
  return queryOptions({
    queryKey: queryKeys.deposits.lookup(`${transactionHash ?? ''}:${network ?? ''}`),
    queryFn: ({ signal }) => getTransactionDetails(transactionHash ?? '', network, signal),
    enabled: transactionHash !== null,
    staleTime: 5_000,
    retry: false,
  });
}

export function useTransactionDetails(transactionHash: string | null, network?: Network) {
  return useQuery(getTransactionDetailsQueryOptions(transactionHash, network));
}

/** Auto-fill: the same lookup, asked for on demand. */
export function autoFillTransaction(transactionHash: string): Promise<TransactionLookupResponse> {
  return api.post(
    '/deposit/auto-fill-transaction',
    { transactionHash },
    { schema: transactionLookupResponseSchema },
  );
}

export function useAutoFillTransaction() {
  return useMutation({ mutationFn: autoFillTransaction });
}
