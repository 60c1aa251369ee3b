import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateHostedDeposit } from '../api/create-hosted-deposit.ts';
import { isBelow, isPositiveAmount } from '../utils/amount.ts';
import { AmountPicker } from './amount-picker.tsx';

/** Bitcoin through the hosted checkout: the amount in USD, then the provider's payment page. */
export function HostedCheckoutForm({ minimum }: { minimum: string }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateHostedDeposit();
  const intent = useIdempotencyKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPositiveAmount(amount)) return setError('Please enter a valid amount');
    if (isBelow(amount, minimum)) return setError(`The minimum deposit is ${minimum} USD`);
    setError(undefined);
    create.mutate(
      { amount, idempotencyKey: intent.key() },
      {
        onSuccess: ({ checkoutUrl }) => {
          intent.done();
          window.location.assign(checkoutUrl);
        },
        onError: (failure) => notify.error(errorMessage(failure, 'Failed to create deposit')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Alert tone="info">
        <p>
          You pay in Bitcoin on a secure checkout page; the USD amount is credited to your balance once the
          payment is settled.
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
        {create.isPending && <Spinner />} Continue to payment
      </Button>
    </form>
  );
}
