import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Network } from '@nova/contracts';
import { type ReactNode, useEffect, useState } from 'react';
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
import { depositTarget, isPositiveAmount } from '../utils/amount.ts';
import { readHash } from '../utils/hash.ts';
import { depositMethods } from '../utils/methods.ts';
import { AddressPanel } from './address-panel.tsx';
import { AmountToSend } from './amount-to-send.tsx';
import { addressesQueryState } from './deposits-refusal.tsx';
import { HashField } from './hash-field.tsx';
import { TestTransferButton } from './test-transfer-button.tsx';
import { TransactionDetailsDialog } from './transaction-details-dialog.tsx';

/** The submit checks of the dashboard modal, in a fixed order. */
export const modalMessages = {
  notFound: msg`Please paste a valid transaction hash first`,
  wrongRecipient: msg`❌ Invalid recipient address. This transaction was not sent to our wallet address.`,
  badAmount: msg`Invalid transaction amount (must be greater than 0)`,
  noHash: msg`Please enter the transaction hash`,
} as const;

const CLOSE_AFTER_CONFIRMED_MS = 2_000;
const methodOptions = depositMethods.map((method) => ({ value: method.key, label: method.label }));

interface DepositModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A deposit for a purpose (a VIP level): the amount still needed, shown as the amount to send. */
  amountNeeded?: string;
  /** What the purpose says above the steps, kept current by its owner (for example, once credited). */
  notice?: ReactNode;
}

/**
 * The dashboard's deposit modal: four methods, the address with its QR code,
 * step instructions, the hash with automatic detection, details, and Submit Deposit. The amount
 * is the one found on chain. The modal closes 2 s after a deposit is confirmed at once, unless it
 * serves a purpose, whose notice then says what comes next.
 */
export function DepositModal({ open, onOpenChange, amountNeeded, notice }: DepositModalProps) {
  const { t, i18n } = useLingui();
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
    if (!confirmed || notice) return;
    const timer = window.setTimeout(() => onOpenChange(false), CLOSE_AFTER_CONFIRMED_MS);
    return () => window.clearTimeout(timer);
  }, [confirmed, notice, onOpenChange]);

  const submit = () => {
    const found = lookup.data;
    if (!found?.found) return notify.error(i18n._(modalMessages.notFound));
    if (!found.isRecipientMatching) return notify.error(i18n._(modalMessages.wrongRecipient));
    const { suggestedAmount: amount, suggestedNetwork: network, suggestedCurrency: currency } = found;
    if (!amount || !isPositiveAmount(amount) || !network || !currency)
      return notify.error(i18n._(modalMessages.badAmount));
    if (input.kind !== 'valid') return notify.error(i18n._(modalMessages.noHash));
    deposit.submit({ amount, network, currency, transactionHash: input.hash });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Deposit USDT`}
      description={t`Send USDT or USDC, then paste the transaction hash.`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={submit} disabled={deposit.isPending || confirmed || !addresses.data}>
            {deposit.isPending && <Spinner />} <Trans>Submit Deposit</Trans>
          </Button>
        </>
      }
    >
      {/* The notice says why the dialog opened, even when deposits are closed or the addresses fail. */}
      {notice && <div className="mb-5">{notice}</div>}
      <QueryState query={addresses} {...addressesQueryState()} loading={<Skeleton className="h-80 w-full" />}>
        {(data) =>
          method && (
            <div className="space-y-5">
              {confirmed && (
                <Alert tone="success" role="status">
                  <p className="font-medium">
                    <Trans>Deposit confirmed and credited to your balance.</Trans>
                  </p>
                </Alert>
              )}
              <ChoiceGroup
                legend={t`Method`}
                name="modal-method"
                value={method.key}
                options={methodOptions}
                onChange={setMethodKey}
              />
              <ol className="list-decimal space-y-1 ps-5 text-sm text-muted-foreground">
                <li>
                  <Trans>Copy the address or scan the QR code.</Trans>
                </li>
                <li>
                  <SendStep token={method.token} network={method.network} minimum={data.minDepositAmount} />
                </li>
                <li>
                  <Trans>Paste the transaction hash below; it is checked on chain at once.</Trans>
                </li>
              </ol>
              {amountNeeded && (
                <AmountToSend needed={amountNeeded} minimum={data.minDepositAmount} token={method.token} />
              )}
              <AddressPanel addresses={data} network={method.network} token={method.token} />
              {data.testTransfer && (
                <TestTransferButton
                  network={method.network}
                  token={method.token}
                  amount={amountNeeded ? depositTarget(amountNeeded, data.minDepositAmount).amount : ''}
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

/** The second step: the token and network stay as they are in every language. */
function SendStep({ token, network, minimum }: { token: string; network: Network; minimum: string }) {
  const chain = network === 'POLYGON' ? 'Polygon' : 'BEP20';
  return (
    <Trans>
      Send {token} on {chain} from your wallet or exchange (at least {minimum}).
    </Trans>
  );
}
