import { DepositPage } from '@/features/deposits/components/deposit-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { RequireVerifiedEmail } from '../guards.tsx';

export function DepositRoute() {
  usePageTitle('Make a Deposit');
  return (
    <RequireVerifiedEmail title="Make a Deposit">
      <DepositPage />
    </RequireVerifiedEmail>
  );
}
