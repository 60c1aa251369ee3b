import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { AuthPanel } from '../layouts/auth-layout.tsx';

export function RegisterRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AuthPanel
      wide
      title={t`Create your account`}
      description={t`Join Nova to deposit, choose a level and earn daily rewards.`}
    >
      <RegisterForm referralCode={params.get('ref')?.trim() ?? ''} />
    </AuthPanel>
  );
}
