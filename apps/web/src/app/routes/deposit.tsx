import { useLingui } from '@lingui/react/macro';
import { DepositPage } from '@/features/deposits/components/deposit-page.tsx';
import { RequireVerifiedEmail } from '../guards.tsx';

export function DepositRoute() {
  const { t } = useLingui();
  return (
    <RequireVerifiedEmail title={t`Make a Deposit`}>
      <DepositPage />
    </RequireVerifiedEmail>
  );
}
