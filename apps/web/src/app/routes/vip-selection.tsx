import { useLingui } from '@lingui/react/macro';
import { useWalletStats } from '@/features/dashboard/api/get-wallet-stats.ts';
import { VipSelectionPage } from '@/features/vip/components/vip-selection-page.tsx';
import { RequireVerifiedEmail } from '../guards.tsx';
import { LevelDeposit } from './level-deposit.tsx';

/** /vip-selection: the VIP feature with the wallet's balances. */
export function VipSelectionRoute() {
  const { t } = useLingui();
  return (
    <RequireVerifiedEmail title={t`Choose Your VIP Level`}>
      <VipSelection />
    </RequireVerifiedEmail>
  );
}

function VipSelection() {
  const { data } = useWalletStats();
  return (
    <VipSelectionPage
      balance={data?.balance}
      withdrawable={data?.withdrawable}
      renderDeposit={LevelDeposit}
    />
  );
}
