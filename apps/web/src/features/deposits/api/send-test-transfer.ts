import {
  type Network,
  type TestTransferResponse,
  type TokenSymbol,
  testTransferResponseSchema,
} from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Demo only: a real transfer on the demo chain from its funded wallet to the member's address. */
export function sendTestTransfer(body: {
  network: Network;
  currency: TokenSymbol;
  amount: string;
  target?: 'personal' | 'company';
}): Promise<TestTransferResponse> {
  return api.post('/deposit/test-transfer', body, { schema: testTransferResponseSchema });
}

export function useSendTestTransfer() {
  return useMutation({ mutationFn: sendTestTransfer });
}
