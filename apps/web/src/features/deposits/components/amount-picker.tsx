import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { amountWithUnit, isBelow, QUICK_AMOUNTS } from '../utils/amount.ts';

interface AmountPickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  minimum: string;
  currency: string;
  error?: string;
}

/** Quick amounts (those below the minimum from settings are disabled) and a custom amount. */
export function AmountPicker({ id, value, onChange, minimum, currency, error }: AmountPickerProps) {
  const { t } = useLingui();
  const minimumAmount = amountWithUnit(minimum, currency);
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <Trans>Quick amounts</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {QUICK_AMOUNTS.map((amount) => (
            <Button
              key={amount}
              variant={value === amount ? 'primary' : 'outline'}
              size="sm"
              aria-pressed={value === amount}
              disabled={isBelow(amount, minimum)}
              onClick={() => onChange(amount)}
            >
              <bdi dir="ltr">
                {amount} {currency}
              </bdi>
            </Button>
          ))}
        </div>
      </fieldset>
      <Field
        id={id}
        label={t`Amount (${currency})`}
        error={error}
        hint={t`The minimum deposit is ${minimumAmount}.`}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
            placeholder={minimum}
          />
        )}
      </Field>
    </div>
  );
}
