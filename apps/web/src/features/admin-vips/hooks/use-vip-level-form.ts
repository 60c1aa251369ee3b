import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type { AdminVipLevel } from '@nova/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useSaveVipLevel } from '../api/vip-levels.ts';

/** The messages are whole sentences, so each has its translation (lib/i18n/server-texts.ts). */
const price = (required: string, malformed: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d+(\.\d{1,2})?$/, malformed);

/** Name required (trimmed), amounts with step 0.01, bicycle fields optional. */
const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(50),
  amount: price('Amount is required', 'Amount must be a number with at most 2 decimals'),
  dailyEarning: price('Daily earning is required', 'Daily earning must be a number with at most 2 decimals'),
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
export function useVipLevelForm(level: AdminVipLevel | null, onDone: () => void) {
  const { t } = useLingui();
  const save = useSaveVipLevel();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values: initialValues(level) });

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
        notify.error(errorMessage(error, level ? t`Update failed` : t`Create failed`));
      },
    });
  });

  return { form, errors: form.formState.errors, submit, saving: save.isPending };
}
