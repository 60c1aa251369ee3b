import { type ProofSnapshot, proofListSchema, proofSnapshotSchema } from '@nova/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** The newest published proof-of-reserves snapshot, or null before the first. */
export async function getLatestProof(signal?: AbortSignal): Promise<ProofSnapshot | null> {
  const list = await api.get('/public/proofs?limit=1', { schema: proofListSchema, signal });
  const [latest] = list.snapshots;
  if (!latest) return null;
  return api.get(`/public/proofs/${latest.id}`, { schema: proofSnapshotSchema, signal });
}

export function getLatestProofQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.transparency.latestProof(),
    queryFn: ({ signal }) => getLatestProof(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLatestProof() {
  return useQuery(getLatestProofQueryOptions());
}
