import { type MyProof, myProofSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The signed-in member's leaf and path in one snapshot. */
export function getMyProof(snapshotId: string): Promise<MyProof> {
  return api.get(`/proof/me?snapshot=${snapshotId}`, { schema: myProofSchema });
}

/** Fetched when the member asks to verify, never before: the nonce is theirs alone. */
export function useMyProof() {
  return useMutation({ mutationFn: getMyProof });
}
