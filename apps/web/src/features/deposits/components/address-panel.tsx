import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositAddressesResponse, Network, TokenSymbol } from '@nova/contracts';
import { Check, Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { translateServerText } from '@/lib/i18n/server-texts.ts';
import { useCopy } from '@/lib/use-copy.ts';
import { methodLabel } from '../utils/methods.ts';

interface AddressPanelProps {
  addresses: DepositAddressesResponse;
  network: Network;
  token: TokenSymbol;
}

/**
 * Where to send: the address with its QR code (made in the browser) and a copy button, and next
 * to it the network's name, chain id, the token's contract and decimals, with the
 * warning that only USDT/USDC on BEP20 or Polygon are accepted.
 */
export function AddressPanel({ addresses, network, token }: AddressPanelProps) {
  const { t } = useLingui();
  const { copied, copy } = useCopy();
  const address = addresses.addresses[network];
  const facts = addresses.networks.find((candidate) => candidate.network === network);
  const contract = facts?.tokens.find((candidate) => candidate.symbol === token);
  if (!address) {
    const method = methodLabel(network, token);
    return (
      <Alert tone="warning">
        <p>
          <Trans>
            No wallet address available for <bdi dir="ltr">{method}</bdi>. Please select a different method.
          </Trans>
        </p>
      </Alert>
    );
  }
  const notAvailable = t`Not available`;
  const chain = facts?.name ?? network;
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-border">
          <QRCodeSVG
            value={address}
            size={148}
            role="img"
            aria-label={t`QR code of the address ${address}`}
          />
        </div>
        <div className="w-full min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <p className="text-xs font-medium text-muted-foreground">
              {addresses.personal ? (
                <Trans>Your personal deposit address</Trans>
              ) : (
                <Trans>Company deposit address</Trans>
              )}
            </p>
            <p className="font-mono text-sm break-all" data-testid="deposit-address">
              <bdi dir="ltr">{address}</bdi>
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => copy(address)} aria-live="polite">
            {copied ? <Check /> : <Copy />} {copied ? <Trans>Copied!</Trans> : <Trans>Copy address</Trans>}
          </Button>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
            <dt className="text-muted-foreground">
              <Trans>Network</Trans>
            </dt>
            <dd>{facts?.name ?? notAvailable}</dd>
            <dt className="text-muted-foreground">
              <Trans>Chain ID</Trans>
            </dt>
            <dd>{facts?.chainId ?? notAvailable}</dd>
            <dt className="text-muted-foreground">
              <Trans>{token} contract</Trans>
            </dt>
            <dd className="font-mono break-all">
              {contract ? <bdi dir="ltr">{contract.contractAddress}</bdi> : notAvailable}
            </dd>
            <dt className="text-muted-foreground">
              <Trans>Decimals</Trans>
            </dt>
            <dd>{contract?.decimals ?? notAvailable}</dd>
          </dl>
        </div>
      </div>
      <Alert tone="warning">
        <p>
          <Trans>
            Only USDT or USDC on BEP20 or Polygon are accepted. Send {token} on {chain} only: other tokens or
            networks cannot be credited.
          </Trans>
        </p>
      </Alert>
      {addresses.warning && (
        <Alert tone="info">
          <p>{translateServerText(addresses.warning)}</p>
        </Alert>
      )}
    </div>
  );
}
