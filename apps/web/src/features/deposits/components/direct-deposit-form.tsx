import type { Deposit, DepositAddressesResponse, Network, TokenSymbol } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useAutoFillTransaction, useTransactionDetails } from '../api/get-transaction-details.ts';
import { useDirectDeposit } from '../hooks/use-direct-deposit.ts';
import { isBelow, isPositiveAmount } from '../utils/amount.ts';
import { readHash } from '../utils/hash.ts';
import { networkLabels } from '../utils/methods.ts';
import { AddressPanel } from './address-panel.tsx';
import { AmountPicker } from './amount-picker.tsx';
import { DepositDetailsPanel } from './deposit-details-panel.tsx';
import { DepositWaysNotice } from './deposit-ways-notice.tsx';
import { EnhancedDetectionDialog } from './enhanced-detection-dialog.tsx';
import { HashField } from './hash-field.tsx';
import { PendingDepositBanner } from './pending-deposit-banner.tsx';
import { TestTransferButton } from './test-transfer-button.tsx';
import { TransactionDetailsDialog } from './transaction-details-dialog.tsx';

const tokenOptions = [
  { value: 'USDT', label: 'USDT' },
  { value: 'USDC', label: 'USDC' },
] as const;
const networkOptions = [
  { value: 'BEP20', label: networkLabels.BEP20 },
  { value: 'POLYGON', label: networkLabels.POLYGON },
] as const;

interface Errors {
  amount?: string;
  hash?: string;
}

/**
 * The direct USDT/USDC deposit on /deposit: token and network, amount,
 * the address to send to, then the hash — looked up as soon as it is valid, with Auto-fill,
 * Enhanced Detection and the Transaction Details dialog.
 */
export function DirectDepositForm({
  addresses,
  initialAmount = '',
}: {
  addresses: DepositAddressesResponse;
  /** From /deposit?amount= (the VIP 'Deposit' buttons send what is missing). */
  initialAmount?: string;
}) {
  const [token, setToken] = useState<TokenSymbol>('USDT');
  const [network, setNetwork] = useState<Network>('BEP20');
  const [amount, setAmount] = useState(initialAmount);
  const [hashText, setHashText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [detectionOpen, setDetectionOpen] = useState(false);
  const [pending, setPending] = useState<Deposit | null>(null);
  const input = readHash(hashText);
  const validHash = input.kind === 'valid' ? input.hash : null;
  const lookup = useTransactionDetails(validHash, network);
  const autoFill = useAutoFillTransaction();
  const minimum = addresses.minDepositAmount;
  const deposit = useDirectDeposit((result) => {
    setDetailsOpen(false);
    setHashText('');
    setPending(result.autoConfirmed ? null : result.deposit);
  });

  const validate = (): string | null => {
    const next: Errors = {};
    if (!isPositiveAmount(amount)) next.amount = 'Please enter a valid amount';
    else if (isBelow(amount, minimum)) next.amount = `The minimum deposit is ${minimum} ${token}`;
    if (input.kind === 'empty') next.hash = 'Please provide the transaction hash for USDT deposits';
    else if (!validHash) next.hash = 'Please enter a valid transaction hash';
    setErrors(next);
    return next.amount || next.hash ? null : validHash;
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const hash = validate();
    if (hash) deposit.submit({ amount, network, currency: token, transactionHash: hash });
  };

  const runAutoFill = () => {
    if (!validHash) return;
    autoFill.mutate(validHash, {
      onSuccess: (found) => {
        if (found.outcome === 'success' && found.suggestedNetwork && found.suggestedCurrency) {
          setNetwork(found.suggestedNetwork);
          setToken(found.suggestedCurrency);
          if (found.suggestedAmount) setAmount(found.suggestedAmount);
          setDetailsOpen(true);
        } else if (found.outcome === 'warning') notify.warning(found.message);
        else notify.error(found.found ? found.message : 'Transaction not found on any network…');
      },
      onError: (error) => notify.error(errorMessage(error, 'Failed to get transaction details')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {pending && <PendingDepositBanner deposit={pending} onClose={() => setPending(null)} />}
      <DepositWaysNotice personal={addresses.personal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          legend="Currency"
          name="deposit-token"
          value={token}
          options={tokenOptions}
          onChange={setToken}
        />
        <ChoiceGroup
          legend="Network"
          name="deposit-network"
          value={network}
          options={networkOptions}
          onChange={setNetwork}
        />
      </div>
      <AmountPicker
        id="deposit-amount"
        value={amount}
        onChange={setAmount}
        minimum={minimum}
        currency={token}
        error={errors.amount}
      />
      <AddressPanel addresses={addresses} network={network} token={token} />
      {addresses.testTransfer && (
        <TestTransferButton network={network} token={token} amount={amount} onSent={setHashText} />
      )}
      <HashField
        id="deposit-hash"
        value={hashText}
        onChange={(value) => setHashText(value.trim())}
        input={input}
        error={errors.hash}
        lookup={lookup.data}
        lookingUp={lookup.isFetching}
        onAutoFill={runAutoFill}
        autoFilling={autoFill.isPending}
        onEnhancedDetection={() => setDetectionOpen(true)}
      />
      <DepositDetailsPanel
        addresses={addresses}
        network={network}
        token={token}
        lookup={lookup.data}
        checkedAt={lookup.dataUpdatedAt}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={amount === '' || deposit.isPending}>
          {deposit.isPending && <Spinner />} Submit Deposit
        </Button>
        <Button variant="outline" disabled={!lookup.data} onClick={() => setDetailsOpen(true)}>
          Transaction Details
        </Button>
      </div>
      <TransactionDetailsDialog
        lookup={lookup.data ?? null}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        onCreate={() => submit()}
        creating={deposit.isPending}
      />
      {detectionOpen && (
        <EnhancedDetectionDialog
          open
          onOpenChange={setDetectionOpen}
          initialHash={hashText}
          onUse={(found) => {
            setHashText(found.hash);
            setNetwork(found.network);
            if (found.amount) setAmount(found.amount);
            setDetectionOpen(false);
          }}
        />
      )}
    </form>
  );
}
