import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateHostedDeposit } from '../api/create-hosted-deposit.ts';
import { amountWithUnit, isBelow, isPositiveAmount } from '../utils/amount.ts';
import { AmountPicker } from './amount-picker.tsx';

/** Bitcoin through the hosted checkout: the amount in USD, then the provider's payment page. */
export function HostedCheckoutForm({ minimum }: { minimum: string }) {
  const { t } = useLingui();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateHostedDeposit();
  const intent = useIdempotencyKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPositiveAmount(amount)) return setError(t`Please enter a valid amount`);
    const minimumAmount = amountWithUnit(minimum, 'USD');
    if (isBelow(amount, minimum)) return setError(t`The minimum deposit is ${minimumAmount}`);
    setError(undefined);
    create.mutate(
      { amount, idempotencyKey: intent.key() },
      {
        onSuccess: ({ checkoutUrl }) => {
          intent.done();
          window.location.assign(checkoutUrl);
        },
        onError: (failure) => notify.error(errorMessage(failure, t`Failed to create deposit`)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Alert tone="info">
        <p>
          <Trans>
            You pay in Bitcoin on a secure checkout page; the USD amount is credited to your balance once the
            payment is settled.
          </Trans>
        </p>
      </Alert>
      <AmountPicker
        id="hosted-amount"
        value={amount}
        onChange={setAmount}
        minimum={minimum}
        currency="USD"
        error={error}
      />
      <Button type="submit" disabled={amount === '' || create.isPending}>
        {create.isPending && <Spinner />} <Trans>Continue to payment</Trans>
      </Button>
    </form>
  );
}
