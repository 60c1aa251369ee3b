import type { CreateUsdtDepositResponse, Network, TokenSymbol } from '@nova/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateUsdtDeposit } from '../api/create-usdt-deposit.ts';

/**
 * Submitting a direct deposit (rule 4): one idempotency key per intent, the network
 * warning as a 5-second success toast, then the outcome toast.
 */
export function useDirectDeposit(onDone: (result: CreateUsdtDepositResponse) => void) {
  const create = useCreateUsdtDeposit();
  const intent = useIdempotencyKey();
  const submit = (body: {
    amount: string;
    network: Network;
    currency: TokenSymbol;
    transactionHash: string;
  }) =>
    create.mutate(
      { body, idempotencyKey: intent.key() },
      {
        onSuccess: (result) => {
          intent.done();
          if (result.networkWarning) notify.success(result.networkWarning, { duration: 5_000 });
          if (result.autoConfirmed)
            notify.success(`Deposit of ${result.deposit.amount} ${result.deposit.currency} credited`);
          else notify.success(result.message);
          onDone(result);
        },
        // The same intent keeps its key, so a retry after a lost answer is recognised.
        onError: (error) => {
          notify.error(errorMessage(error, 'Failed to create deposit'));
        },
      },
    );
  return { submit, isPending: create.isPending };
}
