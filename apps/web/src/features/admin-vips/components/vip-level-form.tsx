import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminVipLevel } from '@nova/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useSaveVipLevel } from '../api/vip-levels.ts';

const price = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d+(\.\d{1,2})?$/, `${label} must be a number with at most 2 decimals`);

/** Name required (trimmed), amounts with step 0.01, bicycle fields optional. */
const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(50),
  amount: price('Amount'),
  dailyEarning: price('Daily earning'),
  bicycleModel: z.string().max(100),
  bicycleColor: z.string().max(50),
  /** One text field: features separated by commas ('Bell, Basket'); the API splits them. */
  bicycleFeatures: z.string().max(2000),
  isActive: z.boolean(),
});
type FormValues = z.infer<typeof formSchema>;
const fields = ['name', 'amount', 'dailyEarning', 'bicycleModel', 'bicycleColor', 'bicycleFeatures'] as const;

function initialValues(level: AdminVipLevel | null): FormValues {
  return {
    name: level?.name ?? '',
    amount: level?.amount ?? '',
    dailyEarning: level?.dailyEarning ?? '',
    bicycleModel: level?.bicycleModel ?? '',
    bicycleColor: level?.bicycleColor ?? '',
    bicycleFeatures: level?.bicycleFeatures.join(', ') ?? '',
    isActive: level?.isActive ?? true,
  };
}

/** Create or edit a level; empty optional fields are omitted (sent as null). */
export function VipLevelForm({ level, onDone }: { level: AdminVipLevel | null; onDone: () => void }) {
  const save = useSaveVipLevel();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values: initialValues(level) });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const body = {
      ...values,
      bicycleModel: values.bicycleModel.trim() || null,
      bicycleColor: values.bicycleColor.trim() || null,
      bicycleFeatures: values.bicycleFeatures,
    };
    save.mutate(level ? { id: level.id, body } : { id: null, body }, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onDone();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, fields);
        notify.error(errorMessage(error, level ? 'Update failed' : 'Create failed'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id="vip-name" label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} />}
      </Field>
      <Field id="vip-amount" label="Amount (USD)" error={errors.amount?.message}>
        {(control) => <Input {...control} inputMode="decimal" step="0.01" {...form.register('amount')} />}
      </Field>
      <Field id="vip-daily" label="Daily earning (USD)" error={errors.dailyEarning?.message}>
        {(control) => (
          <Input {...control} inputMode="decimal" step="0.01" {...form.register('dailyEarning')} />
        )}
      </Field>
      <Field id="vip-model" label="Bicycle model" error={errors.bicycleModel?.message}>
        {(control) => <Input {...control} {...form.register('bicycleModel')} />}
      </Field>
      <Field id="vip-color" label="Bicycle colour" error={errors.bicycleColor?.message}>
        {(control) => <Input {...control} {...form.register('bicycleColor')} />}
      </Field>
      <Field
        id="vip-features"
        label="Bicycle features"
        hint="Separated by commas, e.g. Bell, Basket"
        error={errors.bicycleFeatures?.message}
      >
        {(control) => <Input {...control} placeholder="Bell, Basket" {...form.register('bicycleFeatures')} />}
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
              aria-label="Active"
            />
          )}
        />
        <label htmlFor="vip-active" className="text-sm font-medium">
          Active (on sale)
        </label>
      </div>
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />} {level ? 'Save changes' : 'Create level'}
        </Button>
      </div>
    </form>
  );
}
