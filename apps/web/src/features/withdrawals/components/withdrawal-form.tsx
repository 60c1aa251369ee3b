import { Trans, useLingui } from '@lingui/react/macro';
import type { WalletStats, WithdrawalOptionsResponse } from '@nova/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useWithdrawalForm } from '../hooks/use-withdrawal-form.ts';
import { FeePreview, MethodPicker, SourcePicker } from './withdrawal-form-parts.tsx';
import { WithdrawalReview } from './withdrawal-review.tsx';

interface WithdrawalFormProps {
  options: WithdrawalOptionsResponse;
  stats: WalletStats;
  /** The member's withdrawal lock (rule 11), shown on the review step. */
  lockedUntil?: string | null;
  onDone?: () => void;
}

/** A real withdrawal request (the Withdraw Funds dialog and the dashboard form). */
export function WithdrawalForm({ options, stats, lockedUntil = null, onDone }: WithdrawalFormProps) {
  const { t } = useLingui();
  const id = useId();
  const {
    form,
    available,
    values,
    method,
    enabled,
    onSubmit,
    fillMax,
    review,
    submitting,
    backFromReview,
    confirm,
  } = useWithdrawalForm(options, stats, onDone);
  const { minimum } = options;
  const addressHint = (currency: string, network: string) => {
    const chain = network === 'POLYGON' ? 'Polygon' : 'BNB Smart Chain';
    return t`Your ${currency} address on ${chain}`;
  };
  if (review) {
    return (
      <WithdrawalReview
        request={review.request}
        method={review.method}
        lockedUntil={lockedUntil}
        submitting={submitting}
        onBack={backFromReview}
        onConfirm={() => confirm(review.request)}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {options.sources.length > 1 && (
        <Controller
          control={form.control}
          name="source"
          render={({ field }) => (
            <SourcePicker
              name={`${id}-source`}
              sources={options.sources}
              available={available}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <MethodPicker
            name={`${id}-method`}
            methods={options.methods}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Field
        id={`${id}-amount`}
        label={t`Amount (USD)`}
        hint={t`Minimum ${minimum}; at most two decimals`}
        error={form.formState.errors.amount?.message}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              {...form.register('amount')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min={options.minimum}
              max={available[values.source]}
              placeholder="0.00"
            />
            <Button type="button" variant="outline" onClick={fillMax}>
              <Trans>Max</Trans>
            </Button>
          </div>
        )}
      </Field>
      <Field
        id={`${id}-address`}
        label={t`Wallet address`}
        hint={method ? addressHint(method.currency, method.network) : undefined}
        error={form.formState.errors.walletAddress?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('walletAddress')}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            className="font-mono"
            dir="ltr"
          />
        )}
      </Field>
      <FeePreview amount={values.amount} method={method} />
      <Button type="submit" className="w-full" disabled={!enabled}>
        <Send /> <Trans>Request withdrawal</Trans>
      </Button>
    </form>
  );
}
