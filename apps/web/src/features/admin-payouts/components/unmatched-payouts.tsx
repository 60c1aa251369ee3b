import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatUsd, shortHex } from '@/lib/format.ts';
import { useUnmatchedPayouts } from '../api/get-unmatched-payouts.ts';

/** Transfers seen leaving the payout address that paid no approved withdrawal; hidden when none. */
export function UnmatchedPayouts() {
  const { t } = useLingui();
  const unmatched = useUnmatchedPayouts();
  const rows = unmatched.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="unmatched-heading" className="space-y-2">
      <h2 id="unmatched-heading" className="text-sm font-semibold">
        <Trans>Unmatched payouts</Trans>
      </h2>
      <p className="text-xs text-muted-foreground">
        <Trans>
          Sent from the payout address, but no approved withdrawal asks for this token, address and amount.
        </Trans>
      </p>
      <ul
        className="divide-y divide-border rounded-xl border border-border text-sm"
        aria-label={t`Unmatched payouts`}
      >
        {rows.map((row) => {
          const recipient = row.recipient;
          return (
            <li
              key={`${row.transactionHash}-${row.logIndex}`}
              className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2"
            >
              <span className="font-medium tabular-nums" dir="ltr">
                {formatUsd(row.amount)} {row.token}
              </span>
              <span>{row.network}</span>
              <span className="font-mono text-xs break-all">
                <Trans>
                  to <bdi dir="ltr">{recipient}</bdi>
                </Trans>
              </span>
              <span className="font-mono text-xs" dir="ltr">
                {shortHex(row.transactionHash)} #{row.logIndex}
              </span>
              <span className="text-xs text-muted-foreground">{formatDateTime(row.seenAt)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
