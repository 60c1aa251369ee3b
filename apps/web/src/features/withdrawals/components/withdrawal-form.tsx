import { zodResolver } from '@hookform/resolvers/zod';
import type { WalletStats, WithdrawalOptionsResponse } from '@nova/contracts';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
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

interface WithdrawalFormProps {
  options: WithdrawalOptionsResponse;
  stats: WalletStats;
  onDone?: () => void;
}

/** A real withdrawal request (member-side §2 Withdraw Funds dialog and the dashboard form). */
export function WithdrawalForm({ options, stats, onDone }: WithdrawalFormProps) {
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
  const intent = useIdempotencyKey();
  // A changed form is a new intent: it must not reuse the key of an earlier submission.
  useEffect(() => {
    const subscription = form.watch(() => intent.done());
    return () => subscription.unsubscribe();
  }, [form, intent]);

  const values = form.watch();
  const method = options.methods.find((candidate) => candidate.key === values.method);
  const enabled = canSubmit(values, options.minimum, available) && !create.isPending;

  const onSubmit = form.handleSubmit((submitted) =>
    create.mutate(
      { body: toRequest(submitted), idempotencyKey: intent.key() },
      {
        onSuccess: (answer) => {
          intent.done();
          form.reset({ ...defaults, source: submitted.source, method: submitted.method });
          notify.success(answer.message);
          onDone?.();
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, withdrawalFormFields);
          notify.error(errorMessage(error, 'Failed to submit withdrawal request'));
        },
      },
    ),
  );

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
        {create.isPending ? <Spinner /> : <Send />}
        {create.isPending ? 'Submitting...' : 'Request withdrawal'}
      </Button>
    </form>
  );
}
