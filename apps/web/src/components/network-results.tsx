import type { CrossNetworkRow } from '@nova/contracts';
import { Badge } from '@/components/ui/badge.tsx';

/** "2 of 4 confirmations" while confirming; "final (7 confirmations)" once final. */
export function confirmationText(confirmations: number, required: number | null, isFinal: boolean): string {
  if (isFinal) return `final (${confirmations} confirmations)`;
  return `${confirmations} of ${required ?? '?'} confirmations`;
}

/**
 * One row per network of a cross-network check (rule 21): found or
 * not, or why that network could not answer. Shared by the member and admin deposit screens.
 */
export function NetworkResults({ rows }: { rows: CrossNetworkRow[] }) {
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.network} className="space-y-2 rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{row.name}</span>
            {row.error ? (
              <Badge tone="danger">Could not check</Badge>
            ) : row.found ? (
              <Badge tone={row.details?.isRecipientMatching ? 'success' : 'warning'}>
                {row.details?.isRecipientMatching ? 'Found, sent to us' : 'Found, not sent to us'}
              </Badge>
            ) : (
              <Badge>Not found</Badge>
            )}
          </div>
          {row.error && <p className="text-xs text-danger">{row.error}</p>}
          {row.details && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">Amount</dt>
              <dd>{row.details.amount ? `${row.details.amount} ${row.details.currency ?? ''}` : 'N/A'}</dd>
              <dt className="text-muted-foreground">Recipient</dt>
              <dd className="font-mono break-all">{row.details.recipientAddress ?? 'N/A'}</dd>
              <dt className="text-muted-foreground">Sender</dt>
              <dd className="font-mono break-all">{row.details.senderAddress}</dd>
              <dt className="text-muted-foreground">Token contract</dt>
              <dd className="font-mono break-all">{row.details.tokenContract ?? 'N/A'}</dd>
              <dt className="text-muted-foreground">Block</dt>
              <dd>{row.details.blockNumber ?? 'N/A'}</dd>
              <dt className="text-muted-foreground">Status</dt>
              <dd>
                {row.details.status}
                {row.details.status === 'success' &&
                  ` · ${confirmationText(row.details.confirmations, row.details.confirmationsRequired, row.details.isConfirmed)}`}
              </dd>
              <dt className="text-muted-foreground">Gas used</dt>
              <dd className="font-mono">{row.details.gasUsed ?? 'N/A'}</dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
