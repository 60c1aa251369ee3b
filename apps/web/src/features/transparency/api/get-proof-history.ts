import { type ProofList, proofListSchema } from '@nova/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** Published proof-of-reserves snapshots, newest first, a page at a time. */
export function getProofHistory(page: number, limit: number, signal?: AbortSignal): Promise<ProofList> {
  return api.get(`/public/proofs?page=${page}&limit=${limit}`, { schema: proofListSchema, signal });
}

export function getProofHistoryQueryOptions(page = 1, limit = 10) {
  return queryOptions({
    queryKey: queryKeys.transparency.proofHistory(page, limit),
    queryFn: ({ signal }) => getProofHistory(page, limit, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useProofHistory(page: number, limit = 10) {
  return useQuery(getProofHistoryQueryOptions(page, limit));
}
