import type { Network, TokenSymbol } from '@nova/contracts';

/** The four direct methods (rule 16): network and token; Polygon may be shown as POL. */
export interface DepositMethod {
  key: string;
  network: Network;
  token: TokenSymbol;
  label: string;
}

export const depositMethods: DepositMethod[] = [
  { key: 'BEP20-USDT', network: 'BEP20', token: 'USDT', label: 'BEP20-USDT' },
  { key: 'BEP20-USDC', network: 'BEP20', token: 'USDC', label: 'BEP20-USDC' },
  { key: 'POLYGON-USDT', network: 'POLYGON', token: 'USDT', label: 'POL-USDT' },
  { key: 'POLYGON-USDC', network: 'POLYGON', token: 'USDC', label: 'POL-USDC' },
];

export function methodLabel(network: Network, token: TokenSymbol): string {
  return `${network === 'POLYGON' ? 'POL' : network}-${token}`;
}

export const networkLabels: Record<Network, string> = {
  BEP20: 'BEP20 (BNB Smart Chain)',
  POLYGON: 'Polygon (POL)',
};
