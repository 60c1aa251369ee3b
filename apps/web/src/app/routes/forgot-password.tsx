import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { AuthPanel } from '../layouts/auth-layout.tsx';

/** Step one of a forgotten password. */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AuthPanel
      title={t`Forgot your password?`}
      description={t`Enter the email of your account and we will send you a 6-digit code to set a new password.`}
    >
      <ForgotPasswordForm email={params.get('email') ?? ''} />
    </AuthPanel>
  );
}
