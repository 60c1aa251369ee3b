import type { DepositAddressesResponse, Network, TokenSymbol } from '@nova/contracts';
import { Check, Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
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
  const { copied, copy } = useCopy();
  const address = addresses.addresses[network];
  const facts = addresses.networks.find((candidate) => candidate.network === network);
  const contract = facts?.tokens.find((candidate) => candidate.symbol === token);
  if (!address) {
    return (
      <Alert tone="warning">
        <p>
          No wallet address available for {methodLabel(network, token)}. Please select a different method.
        </p>
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-border">
          <QRCodeSVG value={address} size={148} role="img" aria-label={`QR code of the address ${address}`} />
        </div>
        <div className="w-full min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <p className="text-xs font-medium text-muted-foreground">
              {addresses.personal ? 'Your personal deposit address' : 'Company deposit address'}
            </p>
            <p className="font-mono text-sm break-all" data-testid="deposit-address">
              {address}
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => copy(address)} aria-live="polite">
            {copied ? <Check /> : <Copy />} {copied ? 'Copied!' : 'Copy address'}
          </Button>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
            <dt className="text-muted-foreground">Network</dt>
            <dd>{facts?.name ?? 'Not available'}</dd>
            <dt className="text-muted-foreground">Chain ID</dt>
            <dd>{facts?.chainId ?? 'Not available'}</dd>
            <dt className="text-muted-foreground">{token} contract</dt>
            <dd className="font-mono break-all">{contract?.contractAddress ?? 'Not available'}</dd>
            <dt className="text-muted-foreground">Decimals</dt>
            <dd>{contract?.decimals ?? 'Not available'}</dd>
          </dl>
        </div>
      </div>
      <Alert tone="warning">
        <p>
          Only USDT or USDC on BEP20 or Polygon are accepted. Send {token} on {facts?.name ?? network} only:
          other tokens or networks cannot be credited.
        </p>
      </Alert>
      {addresses.warning && (
        <Alert tone="info">
          <p>{addresses.warning}</p>
        </Alert>
      )}
    </div>
  );
}
