import { useLingui } from '@lingui/react/macro';
import { type RecordBatchTransactionResponse, txHashSchema } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useRecordBatchTransaction } from '../api/record-batch-transaction.ts';

/**
 * The payout hash of a batch: checked against the contract's hash schema before it is sent, then
 * the server's answer kept to show which withdrawals the transaction completed.
 */
export function useRecordHashForm(batchId: string) {
  const { t } = useLingui();
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RecordBatchTransactionResponse | null>(null);
  const record = useRecordBatchTransaction(batchId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = txHashSchema.safeParse(hash);
    if (!parsed.success) {
      setError(translateServerText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    try {
      setResult(await record.mutateAsync(parsed.data));
    } catch (failure) {
      setError(errorMessage(failure, t`The hash could not be recorded`));
    }
  };
  return { hash, setHash, error, result, submit, pending: record.isPending };
}
