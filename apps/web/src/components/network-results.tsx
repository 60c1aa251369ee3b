import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { CrossNetworkRow } from '@nova/contracts';
import { Badge } from '@/components/ui/badge.tsx';

/** "2 of 4 confirmations" while confirming; "final (7 confirmations)" once final. */
export function confirmationText(confirmations: number, required: number | null, isFinal: boolean): string {
  if (isFinal)
    return i18n._(msg`final (${plural(confirmations, { one: '# confirmation', other: '# confirmations' })})`);
  if (required === null) return i18n._(msg`${confirmations} of ? confirmations`);
  return i18n._(
    msg`${confirmations} of ${plural(required, { one: '# confirmation', other: '# confirmations' })}`,
  );
}

/**
 * One row per network of a cross-network check (rule 21): found or
 * not, or why that network could not answer. Shared by the member and admin deposit screens.
 */
export function NetworkResults({ rows }: { rows: CrossNetworkRow[] }) {
  const notAvailable = i18n._(msg`N/A`);
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={row.network} className="space-y-2 rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{row.name}</span>
            {row.error ? (
              <Badge tone="danger">
                <Trans>Could not check</Trans>
              </Badge>
            ) : row.found ? (
              <Badge tone={row.details?.isRecipientMatching ? 'success' : 'warning'}>
                {row.details?.isRecipientMatching ? (
                  <Trans>Found, sent to us</Trans>
                ) : (
                  <Trans>Found, not sent to us</Trans>
                )}
              </Badge>
            ) : (
              <Badge>
                <Trans>Not found</Trans>
              </Badge>
            )}
          </div>
          {row.error && <p className="text-xs text-danger">{row.error}</p>}
          {row.details && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">
                <Trans>Amount</Trans>
              </dt>
              <dd dir="ltr">
                {row.details.amount ? `${row.details.amount} ${row.details.currency ?? ''}` : notAvailable}
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Recipient</Trans>
              </dt>
              <dd dir="ltr" className="font-mono break-all">
                {row.details.recipientAddress ?? notAvailable}
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Sender</Trans>
              </dt>
              <dd dir="ltr" className="font-mono break-all">
                {row.details.senderAddress}
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Token contract</Trans>
              </dt>
              <dd dir="ltr" className="font-mono break-all">
                {row.details.tokenContract ?? notAvailable}
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Block</Trans>
              </dt>
              <dd>{row.details.blockNumber ?? notAvailable}</dd>
              <dt className="text-muted-foreground">
                <Trans>Status</Trans>
              </dt>
              <dd>
                {row.details.status}
                {row.details.status === 'success' &&
                  ` · ${confirmationText(row.details.confirmations, row.details.confirmationsRequired, row.details.isConfirmed)}`}
              </dd>
              <dt className="text-muted-foreground">
                <Trans>Gas used</Trans>
              </dt>
              <dd className="font-mono">{row.details.gasUsed ?? notAvailable}</dd>
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
