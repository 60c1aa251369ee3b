import { useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';
import { AuthPanel } from '../layouts/auth-layout.tsx';

/** Step two: the code from the email and the new password. */
export function ResetPasswordRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const codeSent = Boolean((useLocation().state as { codeSent?: boolean } | null)?.codeSent);
  return (
    <AuthPanel
      title={t`Set a new password`}
      description={t`Enter the code we emailed you and choose a new password. Every signed-in device will be signed out.`}
    >
      <ResetPasswordForm email={params.get('email') ?? ''} codeJustSent={codeSent} />
    </AuthPanel>
  );
}
