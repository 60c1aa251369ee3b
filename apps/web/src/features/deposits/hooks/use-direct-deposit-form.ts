import { useLingui } from '@lingui/react/macro';
import type { Deposit, DepositAddressesResponse, Network, TokenSymbol } from '@nova/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { notify } from '@/lib/toast.ts';
import { useAutoFillTransaction, useTransactionDetails } from '../api/get-transaction-details.ts';
import { amountWithUnit, isBelow, isPositiveAmount } from '../utils/amount.ts';
import { readHash } from '../utils/hash.ts';
import { useDirectDeposit } from './use-direct-deposit.ts';

interface Errors {
  amount?: string;
  hash?: string;
}

/**
 * The direct deposit form's logic: token, network, amount and hash; the hash looked up as soon as
 * it is valid; Auto-fill and Enhanced Detection filling the form from what the chains know; the
 * amount and hash checked on submit; and the pending deposit shown once sent.
 */
export function useDirectDepositForm(addresses: DepositAddressesResponse, initialAmount: string) {
  const { t } = useLingui();
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
    if (!isPositiveAmount(amount)) next.amount = t`Please enter a valid amount`;
    else if (isBelow(amount, minimum)) {
      const minimumAmount = amountWithUnit(minimum, token);
      next.amount = t`The minimum deposit is ${minimumAmount}`;
    }
    if (input.kind === 'empty') next.hash = t`Please provide the transaction hash for USDT deposits`;
    else if (!validHash) next.hash = t`Please enter a valid transaction hash`;
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
        } else if (found.outcome === 'warning') notify.warning(translateServerText(found.message));
        else
          notify.error(
            found.found ? translateServerText(found.message) : t`Transaction not found on any network…`,
          );
      },
      onError: (error) => notify.error(errorMessage(error, t`Failed to get transaction details`)),
    });
  };

  const applyDetected = (found: { hash: string; network: Network; amount: string | null }) => {
    setHashText(found.hash);
    setNetwork(found.network);
    if (found.amount) setAmount(found.amount);
    setDetectionOpen(false);
  };

  return {
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
    autoFilling: autoFill.isPending,
    runAutoFill,
    submitting: deposit.isPending,
    submit,
    pending,
    dismissPending: () => setPending(null),
    detailsOpen,
    setDetailsOpen,
    detectionOpen,
    setDetectionOpen,
    applyDetected,
  };
}
