import type { TransactionLookupResponse } from '@nova/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { confirmationText } from '@/components/network-results.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

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
  const close = () => onOpenChange(false);
  if (!lookup?.found) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Transaction Not Found"
        footer={<Button onClick={close}>Close</Button>}
      >
        <p className="text-sm">
          {lookup?.message ?? 'The transaction hash was not found on any supported blockchain network.'}
        </p>
      </Dialog>
    );
  }
  const canCreate = lookup.isRecipientMatching && !lookup.alreadyUsed && onCreate !== undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Transaction Details"
      description={`Found on ${lookup.foundOnNetwork}`}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          {canCreate && (
            <Button onClick={onCreate} disabled={creating}>
              {creating && <Spinner />} Create Deposit
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-4 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="font-medium">
            {lookup.suggestedAmount ?? 'N/A'} {lookup.suggestedCurrency ?? ''}
          </dd>
          <dt className="text-muted-foreground">From</dt>
          <dd className="font-mono break-all">{lookup.senderAddress ?? 'N/A'}</dd>
          <dt className="text-muted-foreground">To</dt>
          <dd className="font-mono break-all">{lookup.recipientAddress ?? 'N/A'}</dd>
          <dt className="text-muted-foreground">Block</dt>
          <dd>{lookup.blockNumber ?? 'N/A'}</dd>
          <dt className="text-muted-foreground">Confirmations</dt>
          <dd>{confirmationText(lookup.confirmations, lookup.confirmationsRequired, lookup.isConfirmed)}</dd>
        </dl>
        <AddressVerification lookup={lookup} />
        {lookup.alreadyUsed && (
          <Alert tone="warning">
            <p>{lookup.message}</p>
          </Alert>
        )}
        <div className="space-y-1">
          <p className="text-xs font-medium text-muted-foreground">Company addresses</p>
          <ul className="space-y-0.5 font-mono text-xs break-all">
            {Object.entries(lookup.companyAddresses).map(([network, address]) => (
              <li key={network}>
                {network}: {address ?? 'Not available'}
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
        <CheckCircle2 className="size-4" aria-hidden /> The recipient is one of our addresses.
      </p>
    );
  }
  return (
    <Alert tone="danger">
      <p className="flex items-center gap-2 font-medium">
        <XCircle className="size-4" aria-hidden /> {lookup.message}
      </p>
    </Alert>
  );
}
