import { zodResolver } from '@hookform/resolvers/zod';
import type { WalletStats, WithdrawalOptionsResponse } from '@nova/contracts';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { floorDecimal } from '@/lib/format.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { FeePreview, MethodPicker, SourcePicker } from './withdrawal-form-parts.tsx';
import {
  type Available,
  canSubmit,
  toRequest,
  type WithdrawalFormInput,
  type WithdrawalFormOutput,
  withdrawalFormFields,
  withdrawalFormSchema,
} from './withdrawal-form-schema.ts';
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
  const id = useId();
  const available: Available = useMemo(
    () => ({ EARNINGS: stats.withdrawable, DEPOSIT: stats.balance }),
    [stats.withdrawable, stats.balance],
  );
  const schema = useMemo(
    () => withdrawalFormSchema(options.minimum, available),
    [options.minimum, available],
  );
  const defaults: WithdrawalFormInput = {
    source: 'EARNINGS',
    method: 'BEP20-USDT',
    amount: '',
    walletAddress: '',
  };
  const form = useForm<WithdrawalFormInput, unknown, WithdrawalFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const create = useCreateWithdrawal();
  const [review, setReview] = useState<WithdrawalFormOutput | null>(null);
  const intent = useIdempotencyKey();
  // A changed form is a new intent: it must not reuse the key of an earlier submission.
  useEffect(() => {
    const subscription = form.watch(() => intent.done());
    return () => subscription.unsubscribe();
  }, [form, intent]);

  const values = form.watch();
  const method = options.methods.find((candidate) => candidate.key === values.method);
  const enabled = canSubmit(values, options.minimum, available) && !create.isPending;

  // Submitting the form opens the review step; only 'Confirm withdrawal' sends the request.
  const onSubmit = form.handleSubmit((submitted) => setReview(submitted));
  const confirm = (submitted: WithdrawalFormOutput) =>
    create.mutate(
      { body: toRequest(submitted), idempotencyKey: intent.key() },
      {
        onSuccess: (answer) => {
          intent.done();
          setReview(null);
          form.reset({ ...defaults, source: submitted.source, method: submitted.method });
          notify.success(answer.message);
          onDone?.();
        },
        onError: (error) => {
          setReview(null);
          showServerFieldErrors(error, form.setError, withdrawalFormFields);
          notify.error(errorMessage(error, 'Failed to submit withdrawal request'));
        },
      },
    );
  const reviewedMethod = review && options.methods.find((candidate) => candidate.key === review.method);
  if (review && reviewedMethod) {
    return (
      <WithdrawalReview
        request={review}
        method={reviewedMethod}
        lockedUntil={lockedUntil}
        submitting={create.isPending}
        onBack={() => setReview(null)}
        onConfirm={() => confirm(review)}
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
        label="Amount (USD)"
        hint={`Minimum ${options.minimum}; at most two decimals`}
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
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                form.setValue('amount', floorDecimal(available[values.source], 2), {
                  shouldValidate: true,
                  shouldTouch: true,
                })
              }
            >
              Max
            </Button>
          </div>
        )}
      </Field>
      <Field
        id={`${id}-address`}
        label="Wallet address"
        hint={
          method
            ? `Your ${method.currency} address on ${method.network === 'POLYGON' ? 'Polygon' : 'BNB Smart Chain'}`
            : undefined
        }
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
          />
        )}
      </Field>
      <FeePreview amount={values.amount} method={method} />
      <Button type="submit" className="w-full" disabled={!enabled}>
        <Send /> Request withdrawal
      </Button>
    </form>
  );
}
