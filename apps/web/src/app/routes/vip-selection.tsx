import { useWalletStats } from '@/features/dashboard/api/get-wallet-stats.ts';
import { VipSelectionPage } from '@/features/vip/components/vip-selection-page.tsx';
import { RequireVerifiedEmail } from '../guards.tsx';

/** /vip-selection: the VIP feature with the wallet's balances. */
export function VipSelectionRoute() {
  return (
    <RequireVerifiedEmail title="Choose Your VIP Level">
      <VipSelection />
    </RequireVerifiedEmail>
  );
}

function VipSelection() {
  const { data } = useWalletStats();
  return <VipSelectionPage balance={data?.balance} withdrawable={data?.withdrawable} />;
}
