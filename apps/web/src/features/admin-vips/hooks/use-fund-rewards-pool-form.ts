import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useFundRewardsPool } from '../api/rewards-pool.ts';

const fundSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,6})?$/, 'Please enter a valid amount')
    .refine((value) => /[1-9]/.test(value), 'Amount must be greater than 0'),
  note: z.string().trim().min(1, 'A note is required').max(500),
});
type FundValues = z.infer<typeof fundSchema>;

/** The funding form: amount and note checked, the form cleared once the pool is funded. */
export function useFundRewardsPoolForm() {
  const { t } = useLingui();
  const fund = useFundRewardsPool();
  const form = useForm<FundValues>({
    resolver: zodResolver(fundSchema),
    defaultValues: { amount: '', note: '' },
  });
  const submit = form.handleSubmit((values) =>
    fund.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        form.reset();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, ['amount', 'note']);
        notify.error(errorMessage(error, t`Failed to fund the rewards pool`));
      },
    }),
  );
  return { form, errors: form.formState.errors, submit, funding: fund.isPending };
}
