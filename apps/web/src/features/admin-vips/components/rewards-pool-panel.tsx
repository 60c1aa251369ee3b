import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { formatUsd } from '@/lib/format.ts';
import { notify } from '@/lib/toast.ts';
import { useFundRewardsPool, useRewardsPool } from '../api/rewards-pool.ts';

const fundSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,6})?$/, 'Please enter a valid amount')
    .refine((value) => /[1-9]/.test(value), 'Amount must be greater than 0'),
  note: z.string().trim().min(1, 'A note is required').max(500),
});
type FundValues = z.infer<typeof fundSchema>;

/** The rewards pool (rule 29): balance against the daily obligation, and funding it. */
export function RewardsPoolPanel() {
  const pool = useRewardsPool();
  const fund = useFundRewardsPool();
  const form = useForm<FundValues>({
    resolver: zodResolver(fundSchema),
    defaultValues: { amount: '', note: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    fund.mutate(values, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        form.reset();
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, ['amount', 'note']);
        notify.error(errorMessage(error, 'Failed to fund the rewards pool'));
      },
    }),
  );
  const data = pool.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Rewards pool</CardTitle>
        <CardDescription>
          Daily rewards are paid only from this pool. Funding moves operator equity into it and is
          audit-logged.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {!data ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-4">
            <Figure label="Balance" value={formatUsd(data.balance)} />
            <Figure label="Owed per day" value={formatUsd(data.dailyObligation)} />
            <Figure label="Coverage" value={data.coverageDays === null ? '—' : `${data.coverageDays} days`} />
            <Figure
              label="Waiting for funds"
              value={`${data.unfundedRewards.count} · ${formatUsd(data.unfundedRewards.amount)}`}
            />
          </dl>
        )}
        {data && data.unfundedRewards.count > 0 && (
          <Alert tone="warning">
            <p>Some members' rewards wait for funds; they are paid oldest first once the pool is funded.</p>
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]">
          <Field id="pool-amount" label="Funding amount (USD)" error={errors.amount?.message}>
            {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
          </Field>
          <Field id="pool-note" label="Note" error={errors.note?.message}>
            {(control) => <Input {...control} {...form.register('note')} />}
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={fund.isPending}>
            {fund.isPending && <Spinner />} Fund pool
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface-muted p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
