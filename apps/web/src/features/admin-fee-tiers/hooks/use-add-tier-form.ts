import { useLingui } from '@lingui/react/macro';
import { createFeeTierRequestSchema } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { isPercentText, percentToFraction } from '@/lib/percent.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateFeeTier } from '../api/create-fee-tier.ts';

type Errors = Partial<Record<'minAmount' | 'maxAmount' | 'percent', string>>;

/** Min, max (blank = unbounded) and the percent as typed; the percent is sent as a fraction. */
export function useAddTierForm() {
  const { t } = useLingui();
  const [minAmount, setMinAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateFeeTier();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPercentText(percent)) {
      setErrors({ percent: t`Enter a percent such as 1.5` });
      return;
    }
    const body = { minAmount, maxAmount, percent: percentToFraction(percent) };
    const parsed = createFeeTierRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: () => {
        notify.success(t`Fee tier created`);
        setMinAmount('');
        setMaxAmount('');
        setPercent('');
      },
      onError: (error) => notify.error(errorMessage(error, t`Failed to create tier`)),
    });
  }

  return {
    minAmount,
    setMinAmount,
    maxAmount,
    setMaxAmount,
    percent,
    setPercent,
    errors,
    onSubmit,
    creating: create.isPending,
  };
}
