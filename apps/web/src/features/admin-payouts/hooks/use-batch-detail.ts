import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download.ts';
import { notify } from '@/lib/toast.ts';
import { useCancelWithdrawalBatch } from '../api/cancel-withdrawal-batch.ts';
import { useWithdrawalBatch } from '../api/get-withdrawal-batch.ts';

/** One batch with its actions: the two payout files and cancelling, each failure told in a toast. */
export function useBatchDetail(batchId: string) {
  const { t } = useLingui();
  const batch = useWithdrawalBatch(batchId);
  const cancel = useCancelWithdrawalBatch();
  const download = async (file: 'safe.json' | 'payouts.csv') => {
    try {
      await downloadFile(`/admin/withdrawal-batches/${batchId}/${file}`, file);
    } catch (error) {
      notify.error(errorMessage(error, t`Download failed`));
    }
  };
  const doCancel = async () => {
    try {
      await cancel.mutateAsync(batchId);
      notify.success(t`Batch cancelled`);
    } catch (error) {
      notify.error(errorMessage(error, t`The batch could not be cancelled`));
    }
  };
  return { batch, download, doCancel, cancelling: cancel.isPending };
}
