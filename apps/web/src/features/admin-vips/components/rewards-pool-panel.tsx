import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatUsd } from '@/lib/format.ts';
import { useRewardsPool } from '../api/rewards-pool.ts';
import { useFundRewardsPoolForm } from '../hooks/use-fund-rewards-pool-form.ts';

/** The rewards pool (rule 29): balance against the daily obligation, and funding it. */
export function RewardsPoolPanel() {
  const { t } = useLingui();
  const pool = useRewardsPool();
  const { form, errors, submit, funding } = useFundRewardsPoolForm();
  const data = pool.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Rewards pool</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Daily rewards are paid only from this pool. Funding moves operator equity into it and is
            audit-logged.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {!data ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-4">
            <Figure label={t`Balance`} value={formatUsd(data.balance)} />
            <Figure label={t`Owed per day`} value={formatUsd(data.dailyObligation)} />
            <Figure
              label={t`Coverage`}
              value={
                data.coverageDays === null
                  ? '—'
                  : plural(data.coverageDays, { one: '# day', other: '# days' })
              }
            />
            <Figure
              label={t`Waiting for funds`}
              value={`${data.unfundedRewards.count} · ${formatUsd(data.unfundedRewards.amount)}`}
            />
          </dl>
        )}
        {data && data.unfundedRewards.count > 0 && (
          <Alert tone="warning">
            <p>
              <Trans>
                Some members' rewards wait for funds; they are paid oldest first once the pool is funded.
              </Trans>
            </p>
          </Alert>
        )}
        <form onSubmit={submit} noValidate className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]">
          <Field id="pool-amount" label={t`Funding amount (USD)`} error={errors.amount?.message}>
            {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
          </Field>
          <Field id="pool-note" label={t`Note`} error={errors.note?.message}>
            {(control) => <Input {...control} {...form.register('note')} />}
          </Field>
          <Button type="submit" className="sm:mt-6" disabled={funding}>
            {funding && <Spinner />} <Trans>Fund pool</Trans>
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
