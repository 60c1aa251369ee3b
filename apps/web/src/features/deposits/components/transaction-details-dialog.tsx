import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionLookupResponse } from '@nova/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { confirmationText } from '@/components/network-results.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { translateServerText } from '@/lib/i18n/server-texts.ts';

interface TransactionDetailsDialogProps {
  lookup: TransactionLookupResponse | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offered only when the recipient is ours and the transfer is not used yet. */
  onCreate?: () => void;
  creating?: boolean;
}

/**
 * Transaction Details: what was found, whether it went to our address, the
 * company addresses, and Create Deposit only on a match; 'Transaction Not Found' otherwise.
 */
export function TransactionDetailsDialog({
  lookup,
  open,
  onOpenChange,
  onCreate,
  creating,
}: TransactionDetailsDialogProps) {
  const { t } = useLingui();
  const close = () => onOpenChange(false);
  if (!lookup?.found) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t`Transaction Not Found`}
        footer={
          <Button onClick={close}>
            <Trans>Close</Trans>
          </Button>
        }
      >
        <p className="text-sm">
          {lookup?.message
            ? translateServerText(lookup.message)
            : t`The transaction hash was not found on any supported blockchain network.`}
        </p>
      </Dialog>
    );
  }
  const canCreate = lookup.isRecipientMatching && !lookup.alreadyUsed && onCreate !== undefined;
  const foundOn = lookup.foundOnNetwork;
  const none = t`N/A`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Transaction Details`}
      description={t`Found on ${foundOn}`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          {canCreate && (
            <Button onClick={onCreate} disabled={creating}>
              {creating && <Spinner />} <Trans>Create Deposit</Trans>
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">
            <Trans>Amount</Trans>
          </dt>
          <dd className="font-medium">
            <bdi dir="ltr">
              {lookup.suggestedAmount ?? none} {lookup.suggestedCurrency ?? ''}
            </bdi>
          </dd>
          <dt className="text-muted-foreground">
            <Trans>From</Trans>
          </dt>
          <dd className="font-mono break-all">
            <bdi dir="ltr">{lookup.senderAddress ?? none}</bdi>
          </dd>
          <dt className="text-muted-foreground">
            <Trans context="recipient">To</Trans>
          </dt>
          <dd className="font-mono break-all">
            <bdi dir="ltr">{lookup.recipientAddress ?? none}</bdi>
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Block</Trans>
          </dt>
          <dd>{lookup.blockNumber ?? none}</dd>
          <dt className="text-muted-foreground">
            <Trans>Confirmations</Trans>
          </dt>
          <dd>{confirmationText(lookup.confirmations, lookup.confirmationsRequired, lookup.isConfirmed)}</dd>
        </dl>
        <AddressVerification lookup={lookup} />
        {lookup.alreadyUsed && (
          <Alert tone="warning">
            <p>{translateServerText(lookup.message)}</p>
          </Alert>
        )}
        <div className="space-y-1">
          <p className="text-xs font-medium text-muted-foreground">
            <Trans>Company addresses</Trans>
          </p>
          <ul className="space-y-0.5 font-mono text-xs break-all">
            {Object.entries(lookup.companyAddresses).map(([network, address]) => (
              <li key={network}>
                <bdi dir="ltr">{network}:</bdi> {address ? <bdi dir="ltr">{address}</bdi> : t`Not available`}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Dialog>
  );
}

function AddressVerification({ lookup }: { lookup: TransactionLookupResponse }) {
  if (lookup.isRecipientMatching) {
    return (
      <p className="flex items-center gap-2 font-medium text-success">
        <CheckCircle2 className="size-4" aria-hidden /> <Trans>The recipient is one of our addresses.</Trans>
      </p>
    );
  }
  return (
    <Alert tone="danger">
      <p className="flex items-center gap-2 font-medium">
        <XCircle className="size-4" aria-hidden /> {translateServerText(lookup.message)}
      </p>
    </Alert>
  );
}
