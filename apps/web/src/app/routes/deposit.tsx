import { DepositPage } from '@/features/deposits/components/deposit-page.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export function DepositRoute() {
  usePageTitle('Make a Deposit');
  return <DepositPage />;
}
