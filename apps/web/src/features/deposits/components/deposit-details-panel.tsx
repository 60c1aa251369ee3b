import type {
  DepositAddressesResponse,
  Network,
  TokenSymbol,
  TransactionLookupResponse,
} from '@nova/contracts';
import { formatDateTime } from '@/lib/format.ts';
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
  const facts = addresses.networks.find((candidate) => candidate.network === network);
  const contract = facts?.tokens.find((candidate) => candidate.symbol === token)?.contractAddress;
  const rows: [string, string][] = [
    ['Network', `${facts?.name ?? networkLabels[network]} (chain id ${facts?.chainId ?? '?'})`],
    [`${token} contract`, contract ?? 'Not available'],
    ['Receiving address', addresses.addresses[network] ?? 'Not available'],
    [
      'Confirmations required',
      lookup?.confirmationsRequired != null
        ? String(lookup.confirmationsRequired)
        : 'Shown after the first check of your transaction',
    ],
    [
      'Last check',
      lookup && checkedAt > 0
        ? `${lookup.message}${lookup.found ? ` (${lookup.confirmations} confirmations)` : ''} · ${formatDateTime(new Date(checkedAt).toISOString())}`
        : 'No check yet: paste a transaction hash above',
    ],
  ];
  return (
    <details className="rounded-lg border border-border p-3 text-sm" data-testid="deposit-details">
      <summary className="cursor-pointer font-medium">Details</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={value.startsWith('0x') ? 'font-mono text-xs break-all sm:text-sm' : 'break-words'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
