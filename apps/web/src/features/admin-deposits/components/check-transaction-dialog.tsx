import type { AdminCrossNetworkResponse } from '@nova/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { NetworkResults } from '@/components/network-results.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useCheckTransactionAllNetworks } from '../api/check-transaction-all-networks.ts';

const hashPattern = /^(0x)?[0-9a-fA-F]{64}$/;

/** The header's Check Transaction modal: any hash, on every network. */
export function CheckTransactionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<AdminCrossNetworkResponse | null>(null);
  const check = useCheckTransactionAllNetworks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = hash.trim();
    if (!hashPattern.test(value)) return setError('Please enter a valid transaction hash');
    setError(undefined);
    check.mutate(
      { transactionHash: value },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (!answer.found) notify.error('Transaction not found on any network');
          else notify.success(`Transaction found on ${answer.foundOnNetwork}`);
        },
        onError: (failure) =>
          notify.error(errorMessage(failure, 'Failed to check transaction across networks')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Check Transaction" size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="flex items-end gap-2">
          <Field id="check-hash" label="Transaction hash" error={error} className="flex-1">
            {(control) => (
              <Input
                {...control}
                className="font-mono"
                value={hash}
                onChange={(event) => setHash(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={check.isPending}>
            {check.isPending ? <Spinner /> : <Search />} Check
          </Button>
        </div>
        {result && <NetworkResults rows={result.results} />}
      </form>
    </Dialog>
  );
}
