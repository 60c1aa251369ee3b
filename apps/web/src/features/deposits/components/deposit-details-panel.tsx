import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  DepositAddressesResponse,
  Network,
  TokenSymbol,
  TransactionLookupResponse,
} from '@nova/contracts';
import { formatDateTime } from '@/lib/format.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { networkLabels } from '../utils/methods.ts';

interface DepositDetailsPanelProps {
  addresses: DepositAddressesResponse;
  network: Network;
  token: TokenSymbol;
  /** The latest check of the pasted hash, and when it answered (0 = never). */
  lookup: TransactionLookupResponse | undefined;
  checkedAt: number;
}

/**
 * A collapsible 'Details' panel: what a member may need to check a transfer themselves - network,
 * token contract, receiving address, the confirmations required and the last check's result and
 * time.
 */
export function DepositDetailsPanel({
  addresses,
  network,
  token,
  lookup,
  checkedAt,
}: DepositDetailsPanelProps) {
  const { t } = useLingui();
  const facts = addresses.networks.find((candidate) => candidate.network === network);
  const contract = facts?.tokens.find((candidate) => candidate.symbol === token)?.contractAddress;
  const notAvailable = t`Not available`;
  const name = facts?.name ?? networkLabels[network];
  const chainId = facts?.chainId ?? '?';
  const rows: [string, string][] = [
    [t`Network`, t`${name} (chain id ${chainId})`],
    [t`${token} contract`, contract ?? notAvailable],
    [t`Receiving address`, addresses.addresses[network] ?? notAvailable],
    [
      t`Confirmations required`,
      lookup?.confirmationsRequired != null
        ? String(lookup.confirmationsRequired)
        : t`Shown after the first check of your transaction`,
    ],
    [
      t`Last check`,
      lookup && checkedAt > 0
        ? lastCheck(lookup, checkedAt)
        : t`No check yet: paste a transaction hash above`,
    ],
  ];
  return (
    <details className="rounded-lg border border-border p-3 text-sm" data-testid="deposit-details">
      <summary className="cursor-pointer font-medium">
        <Trans>Details</Trans>
      </summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            {value.startsWith('0x') ? (
              <dd className="font-mono text-xs break-all sm:text-sm">
                <bdi dir="ltr">{value}</bdi>
              </dd>
            ) : (
              <dd className="break-words">{value}</dd>
            )}
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The last check's answer, its confirmations when found, and when it answered. */
function lastCheck(lookup: TransactionLookupResponse, checkedAt: number): string {
  const answer = translateServerText(lookup.message);
  const count = lookup.confirmations;
  const confirmations = lookup.found
    ? ` (${plural(count, { one: '# confirmation', other: '# confirmations' })})`
    : '';
  return `${answer}${confirmations} · ${formatDateTime(new Date(checkedAt).toISOString())}`;
}
