import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorCodeRequest, twoFactorCodeRequestSchema } from '@nova/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

interface TwoFactorCodeFormProps {
  id: string;
  label?: string;
  hint?: ReactNode;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  pending: boolean;
  /** `showError` puts the server's refusal under the field (and clears the entry). */
  onSubmit(code: string, showError: (message: string) => void): void;
  children?: ReactNode;
}

/**
 * One code entry — the 6 digits of an authenticator app or a recovery code — for signing in,
 * turning two-factor authentication on and turning it off.
 */
export function TwoFactorCodeForm({
  id,
  label = 'Authentication code',
  hint,
  submitLabel,
  submitVariant,
  pending,
  onSubmit,
  children,
}: TwoFactorCodeFormProps) {
  const form = useForm<TwoFactorCodeRequest, unknown, z.output<typeof twoFactorCodeRequestSchema>>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(({ code }) => {
    if (pending) return;
    onSubmit(code, (message) => {
      form.setValue('code', '');
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
    });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id={id} label={label} hint={hint} error={form.formState.errors.code?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            className="font-mono tracking-widest"
            placeholder="123456"
            {...form.register('code')}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
