import { useLingui } from '@lingui/react/macro';
import type { CreateUsdtDepositResponse, Network, TokenSymbol } from '@nova/contracts';
import { errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { PreVerifyFailed, useCreateUsdtDeposit } from '../api/create-usdt-deposit.ts';
import { amountWithUnit } from '../utils/amount.ts';

/**
 * Submitting a direct deposit (rule 4): one idempotency key per intent, the network
 * warning as a 5-second success toast, then the outcome toast.
 */
export function useDirectDeposit(onDone: (result: CreateUsdtDepositResponse) => void) {
  const { t } = useLingui();
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
          if (result.networkWarning)
            notify.success(translateServerText(result.networkWarning), { duration: 5_000 });
          const amount = amountWithUnit(result.deposit.amount, result.deposit.currency);
          if (result.autoConfirmed) notify.success(t`Deposit of ${amount} credited`);
          else notify.success(translateServerText(result.message));
          onDone(result);
        },
        // The same intent keeps its key, so a retry after a lost answer is recognised.
        onError: (error) => {
          notify.error(
            error instanceof PreVerifyFailed
              ? errorMessage(error.failure, t`Transaction verification failed`)
              : errorMessage(error, t`Failed to create deposit`),
          );
        },
      },
    );
  return { submit, isPending: create.isPending };
}
