import { Trans, useLingui } from '@lingui/react/macro';
import { type AdminCrossNetworkResponse, txHashSchema } from '@nova/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { NetworkResults } from '@/components/network-results.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { notify } from '@/lib/toast.ts';
import { useCheckTransactionAllNetworks } from '../api/check-transaction-all-networks.ts';

/** The header's Check Transaction modal: any hash, on every network. */
export function CheckTransactionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const [hash, setHash] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<AdminCrossNetworkResponse | null>(null);
  const check = useCheckTransactionAllNetworks();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = txHashSchema.safeParse(hash);
    if (!parsed.success) return setError(translateServerText(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    check.mutate(
      { transactionHash: hash.trim() },
      {
        onSuccess: (answer) => {
          setResult(answer);
          const network = answer.foundOnNetwork;
          if (!answer.found) notify.error(t`Transaction not found on any network`);
          else notify.success(t`Transaction found on ${network}`);
        },
        onError: (failure) =>
          notify.error(errorMessage(failure, t`Failed to check transaction across networks`)),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t`Check Transaction`} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="flex items-end gap-2">
          <Field id="check-hash" label={t`Transaction hash`} error={error} className="flex-1">
            {(control) => (
              <Input
                {...control}
                className="font-mono"
                dir="ltr"
                value={hash}
                onChange={(event) => setHash(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={check.isPending}>
            {check.isPending ? <Spinner /> : <Search />} <Trans>Check</Trans>
          </Button>
        </div>
        {result && <NetworkResults rows={result.results} />}
      </form>
    </Dialog>
  );
}
