import {
  type CreateUsdtDepositRequest,
  type CreateUsdtDepositResponse,
  createUsdtDepositResponseSchema,
  type PreVerifyResponse,
  preVerifyResponseSchema,
} from '@nova/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export function preVerifyDeposit(
  body: Omit<CreateUsdtDepositRequest, 'currency'>,
): Promise<PreVerifyResponse> {
  return api.post('/deposit/pre-verify', body, { schema: preVerifyResponseSchema });
}

/** A failed pre-verification, told apart from a failed creation: each has its own fallback. */
export class PreVerifyFailed extends Error {
  readonly failure: unknown;

  constructor(failure: unknown) {
    super('Transaction verification failed');
    this.name = 'PreVerifyFailed';
    this.failure = failure;
  }
}

export function createUsdtDeposit(
  body: CreateUsdtDepositRequest,
  idempotencyKey: string,
): Promise<CreateUsdtDepositResponse> {
  return api.post('/deposit/usdt/create', body, { schema: createUsdtDepositResponseSchema, idempotencyKey });
}

/**
 * The direct deposit flow: pre-verify the hash, then create the deposit on the
 * network where the transfer was actually found. The server checks everything again.
 */
export function useCreateUsdtDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: CreateUsdtDepositRequest;
      idempotencyKey: string;
    }) => {
      const verified = await preVerifyDeposit(body).catch((failure: unknown) => {
        throw new PreVerifyFailed(failure);
      });
      const created = await createUsdtDeposit({ ...body, network: verified.foundOnNetwork }, idempotencyKey);
      // The warning belongs to what the member selected, which only the pre-verification saw.
      return { ...created, networkWarning: verified.networkWarning ?? created.networkWarning };
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.deposits.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
      ]),
  });
}
