import { useWalletStats } from '@/features/dashboard/api/get-wallet-stats.ts';
import { VipSelectionPage } from '@/features/vip/components/vip-selection-page.tsx';

/** /vip-selection: the VIP feature with the wallet's balances. */
export function VipSelectionRoute() {
  const { data } = useWalletStats();
  return <VipSelectionPage balance={data?.balance} withdrawable={data?.withdrawable} />;
}
