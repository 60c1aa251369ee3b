import { Trans, useLingui } from '@lingui/react/macro';
import { Info, UserPlus } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { registerFields, useRegisterForm } from '../hooks/use-register-form.ts';
import { ReferralCodeStatus } from './referral-code-status.tsx';

export function RegisterForm({ referralCode = '' }: { referralCode?: string }) {
  const { t } = useLingui();
  const { form, check, onSubmit, pending, error } = useRegisterForm(referralCode);
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={error} fallback={t`Registration failed`} fields={registerFields} />
      <Field id="fullName" label={t`Full name (optional)`} error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </Field>
      <Alert tone="info" className="py-3">
        <p>
          <Trans>Provide at least one of email or phone number. An email lets you verify your account.</Trans>
        </p>
      </Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="email" label={t`Email`} error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field id="phone" label={t`Phone`} error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </Field>
      </div>
      <Field
        id="password"
        label={t`Password`}
        hint={t`At least 8 characters with an uppercase letter, a lowercase letter and a number.`}
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </Field>
      <Field id="confirmPassword" label={t`Confirm password`} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </Field>
      <div className="space-y-1.5">
        <label htmlFor="referralCode" className="block text-sm font-medium">
          <Trans>Referral code (optional)</Trans>
        </label>
        <Input
          id="referralCode"
          autoComplete="off"
          aria-invalid={check.state === 'invalid' || Boolean(errors.referralCode)}
          aria-describedby="referralCode-status"
          {...form.register('referralCode')}
        />
        <ReferralCodeStatus id="referralCode-status" check={check} />
      </div>
      <TermsCheckbox error={errors.acceptTerms?.message} register={form.register('acceptTerms')} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : <UserPlus />}
        {pending ? t`Creating account...` : t`Create Account`}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </Trans>
      </p>
    </form>
  );
}

function TermsCheckbox({ error, register }: { error?: string; register: UseFormRegisterReturn }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2.5">
        <input
          id="acceptTerms"
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'acceptTerms-error' : undefined}
          {...register}
        />
        <label htmlFor="acceptTerms" className="text-sm">
          <Trans>
            I accept the{' '}
            <Link
              to="/terms"
              target="_blank"
              className="font-medium text-primary underline underline-offset-4"
            >
              terms and conditions
            </Link>{' '}
            and the{' '}
            <Link
              to="/privacy"
              target="_blank"
              className="font-medium text-primary underline underline-offset-4"
            >
              privacy policy
            </Link>
          </Trans>
        </label>
      </div>
      {error && (
        <p id="acceptTerms-error" className="flex items-center gap-1.5 text-xs font-medium text-danger">
          <Info className="size-3.5" aria-hidden />
          {translateServerText(error)}
        </p>
      )}
    </div>
  );
}
