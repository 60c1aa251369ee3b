import { type ColdWalletInput, successSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Declares a cold wallet with the signature that proves control; it counts from the next snapshot. */
export function useDeclareColdWallet() {
  return useMutation({
    mutationFn: (body: ColdWalletInput) =>
      api.post('/admin/proofs/cold-wallets', body, { schema: successSchema }),
  });
}
