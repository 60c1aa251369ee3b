import {
  BatchMarker,
  BatchSelectionBar,
  useBatchSelection,
} from '@/features/admin-payouts/components/batch-selection.tsx';
import { PendingWithdrawalsTab } from '@/features/admin-withdrawals/components/pending-withdrawals-tab.tsx';

/** The Withdrawals tab with the batching controls of the payouts feature in its slots. */
export default function WithdrawalsTab() {
  const selection = useBatchSelection();
  return (
    <PendingWithdrawalsTab
      header={<BatchSelectionBar selection={selection} />}
      marker={(withdrawal) => <BatchMarker withdrawal={withdrawal} selection={selection} />}
    />
  );
}
