import { Trans, useLingui } from '@lingui/react/macro';
import type { CrossNetworkResponse, Network } from '@nova/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { NetworkResults } from '@/components/network-results.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useCheckAllNetworks } from '../api/check-all-networks.ts';
import { readHash } from '../utils/hash.ts';

interface EnhancedDetectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialHash: string;
  /** Use Detected Transaction: the hash, the network it is on, and its amount. */
  onUse: (found: { hash: string; network: Network; amount: string | null }) => void;
}

/** Enhanced Transaction Detection (rule 21): one hash checked on every network at once. */
export function EnhancedDetectionDialog({
  open,
  onOpenChange,
  initialHash,
  onUse,
}: EnhancedDetectionDialogProps) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(initialHash);
  const [result, setResult] = useState<CrossNetworkResponse | null>(null);
  const check = useCheckAllNetworks();
  const input = readHash(value);
  const usable = result?.results.find((row) => row.found && row.details?.isRecipientMatching);

  const change = (next: string) => {
    setValue(next);
    // An invalid hash in this field clears the results.
    if (readHash(next).kind !== 'valid') setResult(null);
  };
  const run = () => {
    if (input.kind !== 'valid') return;
    check.mutate(input.hash, { onSuccess: setResult, onError: () => setResult(null) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Enhanced Transaction Detection`}
      description={t`Checks the hash on every supported network at once.`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Close</Trans>
          </Button>
          {usable && result && (
            <Button
              onClick={() =>
                onUse({
                  hash: result.transactionHash,
                  network: usable.network,
                  amount: usable.details?.amount ?? null,
                })
              }
            >
              <Trans>Use Detected Transaction</Trans>
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex items-end gap-2">
          <Field
            id="detection-hash"
            label={t`Transaction hash`}
            className="flex-1"
            error={input.kind === 'invalid' ? i18n._(input.message) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                value={value}
                onChange={(event) => change(event.target.value)}
                placeholder="0x…"
                dir="ltr"
              />
            )}
          </Field>
          <Button onClick={run} disabled={input.kind !== 'valid' || check.isPending}>
            {check.isPending ? <Spinner /> : <Search />} <Trans>Check All</Trans>
          </Button>
        </div>
        {check.error && (
          <Alert tone="danger" role="alert">
            <p>{errorMessage(check.error, t`Failed to check transaction across networks`)}</p>
          </Alert>
        )}
        {result && !result.found && (
          <Alert tone="warning">
            <p>
              <Trans>Transaction not found on any network…</Trans>
            </p>
          </Alert>
        )}
        {result && <NetworkResults rows={result.results} />}
      </div>
    </Dialog>
  );
}
