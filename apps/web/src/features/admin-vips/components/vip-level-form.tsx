import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminVipLevel } from '@nova/contracts';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useVipLevelForm } from '../hooks/use-vip-level-form.ts';

/** Create or edit a level. */
export function VipLevelForm({ level, onDone }: { level: AdminVipLevel | null; onDone: () => void }) {
  const { t } = useLingui();
  const { form, errors, submit, saving } = useVipLevelForm(level, onDone);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id="vip-name" label={t`Name`} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </Field>
      <Field id="vip-amount" label={t`Amount (USD)`} error={errors.amount?.message}>
        {(control) => <Input {...control} inputMode="decimal" step="0.01" {...form.register('amount')} />}
      </Field>
      <Field id="vip-daily" label={t`Daily earning (USD)`} error={errors.dailyEarning?.message}>
        {(control) => (
          <Input {...control} inputMode="decimal" step="0.01" {...form.register('dailyEarning')} />
        )}
      </Field>
      <Field id="vip-model" label={t`Bicycle model`} error={errors.bicycleModel?.message}>
        {(control) => <Input {...control} {...form.register('bicycleModel')} />}
      </Field>
      <Field id="vip-color" label={t`Bicycle colour`} error={errors.bicycleColor?.message}>
        {(control) => <Input {...control} {...form.register('bicycleColor')} />}
      </Field>
      <Field
        id="vip-features"
        label={t`Bicycle features`}
        hint={t`Separated by commas, e.g. Bell, Basket`}
        error={errors.bicycleFeatures?.message}
      >
        {(control) => (
          <Input {...control} placeholder={t`Bell, Basket`} {...form.register('bicycleFeatures')} />
        )}
      </Field>
      <div className="flex items-center gap-3">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch
              id="vip-active"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-label={t`Active`}
            />
          )}
        />
        <label htmlFor="vip-active" className="text-sm font-medium">
          <Trans>Active (on sale)</Trans>
        </label>
      </div>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />} {level ? <Trans>Save changes</Trans> : <Trans>Create level</Trans>}
        </Button>
      </div>
    </form>
  );
}
