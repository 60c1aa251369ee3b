import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { registerFormSchema } from '@nova/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api-client.ts';
import { showServerFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/toast.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useRegister } from '../api/register.ts';
import { useValidateReferralCode } from '../api/validate-referral-code.ts';
import { toReferralCheck } from '../components/referral-code-status.tsx';
import { displayName } from './use-auth.ts';

type FormInput = z.input<typeof registerFormSchema>;
type FormOutput = z.output<typeof registerFormSchema>;

/** The registration toast stays 5 s. */
const REGISTER_TOAST_MS = 5000;
export const registerFields = [
  'fullName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'referralCode',
] as const;

/**
 * The registration form's logic: the contract's form schema, the referral code checked live (after
 * the member stops typing), the request without the confirmation and the terms box, and where a
 * new member goes next (the email code, or the dashboard for a phone-only account).
 */
export function useRegisterForm(referralCode: string) {
  const { t } = useLingui();
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
        const name = displayName(user);
        const email = user.email;
        notify.success(t`Welcome to Nova, ${name}!`, {
          description: email
            ? t`We sent a 6-digit code to ${email} to verify your email.`
            : t`Your account is ready.`,
          duration: REGISTER_TOAST_MS,
        });
        navigate(user.email ? '/verify-email' : '/dashboard', { replace: true, state: { codeSent: true } });
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, registerFields);
        notify.error(errorMessage(error, t`Registration failed`));
      },
    });
  });

  return { form, check, onSubmit, pending: registerMutation.isPending, error: registerMutation.error };
}
