import { useEffect, useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notify } from '@/lib/toast.ts';
import { useDepositAddresses } from '../api/get-deposit-addresses.ts';
import { useTransactionDetails } from '../api/get-transaction-details.ts';
import { useDirectDeposit } from '../hooks/use-direct-deposit.ts';
import { isPositiveAmount } from '../utils/amount.ts';
import { readHash } from '../utils/hash.ts';
import { depositMethods } from '../utils/methods.ts';
import { AddressPanel } from './address-panel.tsx';
import { addressesQueryState } from './deposits-refusal.tsx';
import { HashField } from './hash-field.tsx';
import { TestTransferButton } from './test-transfer-button.tsx';
import { TransactionDetailsDialog } from './transaction-details-dialog.tsx';

/** The submit checks of the dashboard modal, in a fixed order. */
export const modalMessages = {
  notFound: 'Please paste a valid transaction hash first',
  wrongRecipient: '❌ Invalid recipient address. This transaction was not sent to our wallet address.',
  badAmount: 'Invalid transaction amount (must be greater than 0)',
  noHash: 'Please enter the transaction hash',
} as const;

const CLOSE_AFTER_CONFIRMED_MS = 2_000;
const methodOptions = depositMethods.map((method) => ({ value: method.key, label: method.label }));

/**
 * The dashboard's deposit modal: four methods, the address with its QR code,
 * step instructions, the hash with automatic detection, details, and Submit Deposit. The amount
 * is the one found on chain. The modal closes 2 s after a deposit is confirmed at once.
 */
export function DepositModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const addresses = useDepositAddresses();
  const [methodKey, setMethodKey] = useState(depositMethods[0]?.key ?? '');
  const method = depositMethods.find((candidate) => candidate.key === methodKey) ?? depositMethods[0];
  const [hashText, setHashText] = useState('');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const input = readHash(hashText);
  const lookup = useTransactionDetails(input.kind === 'valid' ? input.hash : null, method?.network);
  const deposit = useDirectDeposit((result) => {
    setDetailsOpen(false);
    if (result.autoConfirmed) setConfirmed(true);
    else onOpenChange(false);
  });

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => onOpenChange(false), CLOSE_AFTER_CONFIRMED_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed, onOpenChange]);

  const submit = () => {
    const found = lookup.data;
    if (!found?.found) return notify.error(modalMessages.notFound);
    if (!found.isRecipientMatching) return notify.error(modalMessages.wrongRecipient);
    const { suggestedAmount: amount, suggestedNetwork: network, suggestedCurrency: currency } = found;
    if (!amount || !isPositiveAmount(amount) || !network || !currency)
      return notify.error(modalMessages.badAmount);
    if (input.kind !== 'valid') return notify.error(modalMessages.noHash);
    deposit.submit({ amount, network, currency, transactionHash: input.hash });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Deposit USDT"
      description="Send USDT or USDC, then paste the transaction hash."
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={submit} disabled={deposit.isPending || confirmed || !addresses.data}>
            {deposit.isPending && <Spinner />} Submit Deposit
          </Button>
        </>
      }
    >
      <QueryState query={addresses} {...addressesQueryState} loading={<Skeleton className="h-80 w-full" />}>
        {(data) =>
          method && (
            <div className="space-y-5">
              {confirmed && (
                <Alert tone="success" role="status">
                  <p className="font-medium">Deposit confirmed and credited to your balance.</p>
                </Alert>
              )}
              <ChoiceGroup
                legend="Method"
                name="modal-method"
                value={method.key}
                options={methodOptions}
                onChange={setMethodKey}
              />
              <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
                <li>Copy the address or scan the QR code.</li>
                <li>
                  Send {method.token} on {method.network === 'POLYGON' ? 'Polygon' : 'BEP20'} from your wallet
                  or exchange (at least {data.minDepositAmount}).
                </li>
                <li>Paste the transaction hash below; it is checked on chain at once.</li>
              </ol>
              <AddressPanel addresses={data} network={method.network} token={method.token} />
              {data.testTransfer && (
                <TestTransferButton
                  network={method.network}
                  token={method.token}
                  amount=""
                  onSent={setHashText}
                />
              )}
              <HashField
                id="modal-hash"
                value={hashText}
                onChange={(value) => setHashText(value.trim())}
                input={input}
                lookup={lookup.data}
                lookingUp={lookup.isFetching}
                onAutoFill={() => lookup.refetch().then((result) => result.data && setDetailsOpen(true))}
              />
            </div>
          )
        }
      </QueryState>
      <TransactionDetailsDialog
        lookup={lookup.data ?? null}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        onCreate={submit}
        creating={deposit.isPending}
      />
    </Dialog>
  );
}
