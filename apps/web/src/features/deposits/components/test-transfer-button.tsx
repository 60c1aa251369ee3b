import { Trans, useLingui } from '@lingui/react/macro';
import type { Network, TokenSymbol } from '@nova/contracts';
import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useSendTestTransfer } from '../api/send-test-transfer.ts';
import { amountWithUnit, isPositiveAmount } from '../utils/amount.ts';

interface TestTransferButtonProps {
  network: Network;
  token: TokenSymbol;
  amount: string;
  /** The transfer's hash, to paste into the form as a member would. */
  onSent: (hash: string) => void;
}

/**
 * Demo only: a real transfer on the demo chain from a funded demo wallet to the
 * member's deposit address, so a newcomer can try the whole flow with nothing else installed.
 */
export function TestTransferButton({ network, token, amount, onSent }: TestTransferButtonProps) {
  const { t } = useLingui();
  const send = useSendTestTransfer();
  const value = isPositiveAmount(amount) ? amount : '50';
  return (
    <div className="space-y-1 rounded-lg border border-dashed border-primary/40 bg-primary-soft/40 p-3">
      <p className="text-xs text-muted-foreground">
        <Trans>
          Demo mode: no wallet needed. This sends{' '}
          <bdi dir="ltr">
            {value} {token}
          </bdi>{' '}
          on the demo {network} chain to your address.
        </Trans>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={send.isPending}
        onClick={() =>
          send.mutate(
            { network, currency: token, amount: value },
            {
              onSuccess: (sent) => {
                const sentAmount = amountWithUnit(sent.amount, sent.currency);
                notify.success(t`Test transfer sent: ${sentAmount}`);
                onSent(sent.transactionHash);
              },
              onError: (error) => notify.error(errorMessage(error, t`The test transfer failed`)),
            },
          )
        }
      >
        {send.isPending ? <Spinner /> : <FlaskConical />} <Trans>Send a test transfer</Trans>
      </Button>
    </div>
  );
}
