import { type HostedDepositResponse, hostedDepositResponseSchema } from '@nova/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** The hosted BTC checkout: the answer's checkoutUrl is where the browser goes to pay. */
export function createHostedDeposit(amount: string, idempotencyKey: string): Promise<HostedDepositResponse> {
  return api.post(
    '/deposit/create',
    { amount, currency: 'BTC' },
    { schema: hostedDepositResponseSchema, idempotencyKey },
  );
}

export function useCreateHostedDeposit() {
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: string; idempotencyKey: string }) =>
      createHostedDeposit(amount, idempotencyKey),
  });
}
