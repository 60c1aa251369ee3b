import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAddTierForm } from '../hooks/use-add-tier-form.ts';

/** Adds a tier: min, max (blank = unbounded, ∞), and the percent entered as a percent, sent as a fraction. */
export function AddTierForm() {
  const { t } = useLingui();
  const id = useId();
  const tier = useAddTierForm();

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Add a tier</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={tier.onSubmit}
          noValidate
          className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
        >
          <Field id={`${id}-min`} label={t`Min amount`} error={tier.errors.minAmount}>
            {(control) => (
              <Input
                {...control}
                type="number"
                step="0.01"
                inputMode="decimal"
                value={tier.minAmount}
                onChange={(e) => tier.setMinAmount(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-max`} label={t`Max amount`} hint={t`Blank = ∞`} error={tier.errors.maxAmount}>
            {(control) => (
              <Input
                {...control}
                type="number"
                step="0.01"
                inputMode="decimal"
                placeholder="∞"
                value={tier.maxAmount}
                onChange={(e) => tier.setMaxAmount(e.target.value)}
              />
            )}
          </Field>
          <Field id={`${id}-percent`} label={t`Percent`} error={tier.errors.percent}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="1.5"
                value={tier.percent}
                onChange={(e) => tier.setPercent(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={tier.creating}>
            <Plus /> <Trans>Add tier</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
