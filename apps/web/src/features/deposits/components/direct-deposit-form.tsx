import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositAddressesResponse } from '@nova/contracts';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDirectDepositForm } from '../hooks/use-direct-deposit-form.ts';
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
  const { t } = useLingui();
  const {
    token,
    setToken,
    network,
    setNetwork,
    amount,
    setAmount,
    hashText,
    setHashText,
    input,
    errors,
    lookup,
    autoFilling,
    runAutoFill,
    submitting,
    submit,
    pending,
    dismissPending,
    detailsOpen,
    setDetailsOpen,
    detectionOpen,
    setDetectionOpen,
    applyDetected,
  } = useDirectDepositForm(addresses, initialAmount);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {pending && <PendingDepositBanner deposit={pending} onClose={dismissPending} />}
      <DepositWaysNotice personal={addresses.personal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          legend={t`Currency`}
          name="deposit-token"
          value={token}
          options={tokenOptions}
          onChange={setToken}
        />
        <ChoiceGroup
          legend={t`Network`}
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
        minimum={addresses.minDepositAmount}
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
        autoFilling={autoFilling}
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
        <Button type="submit" disabled={amount === '' || submitting}>
          {submitting && <Spinner />} <Trans>Submit Deposit</Trans>
        </Button>
        <Button variant="outline" disabled={!lookup.data} onClick={() => setDetailsOpen(true)}>
          <Trans>Transaction Details</Trans>
        </Button>
      </div>
      <TransactionDetailsDialog
        lookup={lookup.data ?? null}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        onCreate={() => submit()}
        creating={submitting}
      />
      {detectionOpen && (
        <EnhancedDetectionDialog
          open
          onOpenChange={setDetectionOpen}
          initialHash={hashText}
          onUse={applyDetected}
        />
      )}
    </form>
  );
}
