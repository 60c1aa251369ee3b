import { createFeeTierRequestSchema } from '@nova/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { isPercentText, percentToFraction } from '@/lib/percent.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateFeeTier } from '../api/create-fee-tier.ts';

type Errors = Partial<Record<'minAmount' | 'maxAmount' | 'percent', string>>;

/** Adds a tier: min, max (blank = unbounded, ∞), and the percent entered as a percent, sent as a fraction. */
export function AddTierForm() {
  const id = useId();
  const [minAmount, setMinAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateFeeTier();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isPercentText(percent)) {
      setErrors({ percent: 'Enter a percent such as 1.5' });
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
        notify.success('Fee tier created');
        setMinAmount('');
        setMaxAmount('');
        setPercent('');
      },
      onError: (error) => notify.error(errorMessage(error, 'Failed to create tier')),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a tier</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <Field id={`${id}-min`} label="Min amount" error={errors.minAmount}>
            {(control) => (
              <Input
                {...control}
                type="number"
                step="0.01"
                inputMode="decimal"
                value={minAmount}
                onChange={(e) => setMinAmount(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-max`} label="Max amount" hint="Blank = ∞" error={errors.maxAmount}>
            {(control) => (
              <Input
                {...control}
                type="number"
                step="0.01"
                inputMode="decimal"
                placeholder="∞"
                value={maxAmount}
                onChange={(e) => setMaxAmount(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-percent`} label="Percent" error={errors.percent}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="1.5"
                value={percent}
                onChange={(e) => setPercent(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
            <Plus /> Add tier
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
