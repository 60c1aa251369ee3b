import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@nova/contracts';
import { Info, UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/form-error.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useRegister } from '../api/register.ts';
import { useValidateReferralCode } from '../api/validate-referral-code.ts';
import { displayName } from '../hooks/use-auth.ts';
import { ReferralCodeStatus, toReferralCheck } from './referral-code-status.tsx';

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

/** The registration toast stays 5 s. */
const REGISTER_TOAST_MS = 5000;
const fields = ['fullName', 'email', 'phone', 'password', 'confirmPassword', 'referralCode'] as const;

export function RegisterForm({ referralCode = '' }: { referralCode?: string }) {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      referralCode: '',
      acceptTerms: false,
    },
  });
  // The code in the address (?ref=) is filled in after the first render: the page is prerendered
  // without it, and React's first render must be the prerender's (lib/hydration.ts).
  useEffect(() => {
    if (referralCode) form.setValue('referralCode', referralCode);
  }, [referralCode, form]);
  const { errors } = form.formState;
  const typedCode = String(form.watch('referralCode') ?? '').trim();
  const code = useDebouncedValue(typedCode, 350);
  const referralQuery = useValidateReferralCode(code);
  const check = toReferralCheck(typedCode, code, referralQuery);

  const onSubmit = form.handleSubmit((values) => {
    if (check.state === 'invalid') {
      form.setError('referralCode', { message: check.message });
      return;
    }
    const payload = {
      fullName: values.fullName ?? null,
      email: values.email ?? null,
      phone: values.phone ?? null,
      password: values.password,
      referralCode: values.referralCode ?? null,
    };
    registerMutation.mutate(payload, {
      onSuccess: ({ user }) => {
        notify.success(`Welcome to Nova, ${displayName(user)}!`, {
          description: user.email
            ? `We sent a 6-digit code to ${user.email} to verify your email.`
            : 'Your account is ready.',
          duration: REGISTER_TOAST_MS,
        });
        navigate(user.email ? '/verify-email' : '/dashboard', { replace: true, state: { codeSent: true } });
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, fields);
        notify.error(errorMessage(error, 'Registration failed'));
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError error={registerMutation.error} fallback="Registration failed" fields={fields} />
      <Field id="fullName" label="Full name (optional)" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </Field>
      <Alert tone="info" className="py-3">
        <p>Provide at least one of email or phone number. An email lets you verify your account.</p>
      </Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field id="phone" label="Phone" error={errors.phone?.message}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phone')} />}
        </Field>
      </div>
      <Field
        id="password"
        label="Password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
      >
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />
        )}
      </Field>
      <Field id="confirmPassword" label="Confirm password" error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </Field>
      <div className="space-y-1.5">
        <label htmlFor="referralCode" className="block text-sm font-medium">
          Referral code (optional)
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
      <Button type="submit" size="lg" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? <Spinner /> : <UserPlus />}
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
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
          I accept the{' '}
          <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-4">
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
        </label>
      </div>
      {error && (
        <p id="acceptTerms-error" className="flex items-center gap-1.5 text-xs font-medium text-danger">
          <Info className="size-3.5" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}
