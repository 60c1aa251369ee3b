import { DepositPage } from '@/features/deposits/components/deposit-page.tsx';
import { RequireVerifiedEmail } from '../guards.tsx';

export function DepositRoute() {
  return (
    <RequireVerifiedEmail title="Make a Deposit">
      <DepositPage />
    </RequireVerifiedEmail>
  );
}
