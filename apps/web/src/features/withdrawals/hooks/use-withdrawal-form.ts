import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { WalletStats, WithdrawalOptionsResponse } from '@nova/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { floorDecimal } from '@/lib/format.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useIdempotencyKey } from '@/lib/idempotency.ts';
import { notify } from '@/lib/toast.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import {
  type Available,
  canSubmit,
  toRequest,
  type WithdrawalFormInput,
  type WithdrawalFormOutput,
  withdrawalFormFields,
  withdrawalFormSchema,
} from '../components/withdrawal-form-schema.ts';

const defaults: WithdrawalFormInput = {
  source: 'EARNINGS',
  method: 'BEP20-USDT',
  amount: '',
  walletAddress: '',
};

/**
 * The withdrawal form's logic: the schema against what the member can withdraw, one idempotency key
 * per intent, and the review step: submitting the form opens it, only its confirmation sends the
 * request.
 */
export function useWithdrawalForm(
  options: WithdrawalOptionsResponse,
  stats: WalletStats,
  onDone?: () => void,
) {
  const available: Available = useMemo(
    () => ({ EARNINGS: stats.withdrawable, DEPOSIT: stats.balance }),
    [stats.withdrawable, stats.balance],
  );
  const { _: translate } = useLingui();
  const schema = useMemo(
    () => withdrawalFormSchema(options.minimum, available, translate),
    [options.minimum, available, translate],
  );
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

  const onSubmit = form.handleSubmit((submitted) => setReview(submitted));
  const confirm = (submitted: WithdrawalFormOutput) =>
    create.mutate(
      { body: toRequest(submitted), idempotencyKey: intent.key() },
      {
        onSuccess: (answer) => {
          intent.done();
          setReview(null);
          form.reset({ ...defaults, source: submitted.source, method: submitted.method });
          notify.success(translateServerText(answer.message));
          onDone?.();
        },
        onError: (error) => {
          setReview(null);
          showServerFieldErrors(error, form.setError, withdrawalFormFields);
          notify.error(errorMessage(error, translate(msg`Failed to submit withdrawal request`)));
        },
      },
    );
  const fillMax = () =>
    form.setValue('amount', floorDecimal(available[values.source], 2), {
      shouldValidate: true,
      shouldTouch: true,
    });
  const reviewedMethod = review && options.methods.find((candidate) => candidate.key === review.method);

  return {
    form,
    available,
    values,
    method,
    enabled,
    onSubmit,
    fillMax,
    review: review && reviewedMethod ? { request: review, method: reviewedMethod } : null,
    submitting: create.isPending,
    backFromReview: () => setReview(null),
    confirm,
  };
}
