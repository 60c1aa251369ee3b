import { Plural, Trans } from '@lingui/react/macro';
import type { RecordBatchTransactionResponse } from '@nova/contracts';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatUsd, shortHex } from '@/lib/format.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useRecordHashForm } from '../hooks/use-record-hash-form.ts';

/** The payout transaction's hash for an open batch, and what it completed. */
export function RecordHashForm({ batchId }: { batchId: string }) {
  const id = useId();
  const { hash, setHash, error, result, submit, pending } = useRecordHashForm(batchId);
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-border p-3">
      <label htmlFor={`${id}-hash`} className="block font-medium">
        <Trans>Transaction hash of the payout</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-hash`}
          className="min-w-0 flex-1 basis-64 font-mono"
          placeholder="0x…"
          dir="ltr"
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" disabled={pending}>
          <Trans>Record</Trans>
        </Button>
      </div>
      {error && <p className="text-xs text-danger">{error}</p>}
      {result && <RecordResult result={result} />}
    </form>
  );
}

/** What a recorded hash completed, why each other withdrawal is still open, and what paid nothing. */
function RecordResult({ result }: { result: RecordBatchTransactionResponse }) {
  const completed = result.completed.length;
  return (
    <div className="space-y-1 text-xs" aria-live="polite">
      <p className="font-medium">
        <Plural
          value={completed}
          one="# completed with this transaction"
          other="# completed with this transaction"
        />
      </p>
      {result.unmatched.map((entry) => (
        <p key={entry.withdrawalId} className="break-all text-muted-foreground">
          <bdi dir="ltr">{shortHex(entry.withdrawalId, 8, 4)}</bdi>: {translateServerText(entry.reason)}
        </p>
      ))}
      {result.unmatchedTransfers.map((transfer) => {
        const { logIndex, token } = transfer;
        const amount = formatUsd(transfer.amount);
        const recipient = shortHex(transfer.recipient);
        return (
          <p key={logIndex} className="break-all text-warning">
            <Trans>
              Transfer #{logIndex} of <bdi dir="ltr">{amount}</bdi> {token} to{' '}
              <bdi dir="ltr">{recipient}</bdi> paid no withdrawal of this batch
            </Trans>
          </p>
        );
      })}
    </div>
  );
}
