import { type DepositActionResponse, depositActionResponseSchema } from '@nova/contracts';
import { api } from '@/lib/api-client.ts';
import { useDepositAction } from './update-deposit-hash.ts';

export function verifyDeposit(id: string): Promise<DepositActionResponse> {
  return api.post(`/deposit/${id}/verify`, undefined, { schema: depositActionResponseSchema });
}

/** Re-checks an own pending deposit on chain now. */
export function useVerifyDeposit() {
  return useDepositAction((id: string) => verifyDeposit(id));
}
