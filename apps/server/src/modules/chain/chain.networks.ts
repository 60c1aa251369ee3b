import type { Network, TokenSymbol } from '@nova/contracts';
import { type Address, getAddress, isAddress } from 'viem';
import { type Config, ConfigError } from '../../config.ts';
import { defaultEndpointBackoff } from './chain.endpoints.ts';

/**
 * The exact facts of each supported network, in one place: name, chain id, explorer, token
 * contracts, receiving address and confirmation depth. Mainnet facts are the defaults; the
 * configuration (README, Configuration) overrides the RPC endpoint, contracts, addresses and depth, and the
 * demo's local chains override the identity (name, chain id, no explorer).
 */
export interface NetworkIdentity {
  name: string;
  chainId: number;
  /** Block explorer base URL (`{url}/tx/{hash}`, `{url}/address/{address}`); null for local chains. */
  explorerUrl: string | null;
}

export interface NetworkSettings extends NetworkIdentity {
  network: Network;
  /** JSON-RPC endpoints, the first preferred; the others are fallbacks (chain.endpoints.ts). */
  rpcUrls: string[];
  /** The accepted token contracts; a transfer counts only when its log comes from one of these. */
  tokens: Record<TokenSymbol, Address>;
  /** The shared receiving address; null when not configured (screens show 'Not available'). */
  companyAddress: Address | null;
  /** The operator's payout wallet (a Safe or hot wallet, never a key), watched to complete withdrawals. */
  payoutAddress: Address | null;
  /** Depth that makes a block final when the RPC offers no `finalized` tag. */
  confirmations: number;
}

export interface ChainSettings {
  networks: Record<Network, NetworkSettings>;
  /** Extended public key personal deposit addresses derive from; null = company addresses only. */
  depositXpub: string | null;
  /** Limit on every single RPC call. */
  rpcTimeoutMs: number;
  /** Limit on one network's whole answer in the cross-network check. */
  networkCheckTimeoutMs: number;
  /** How often viem polls while waiting (receipts); low for local chains. */
  pollingIntervalMs: number;
  /** Largest block range one `eth_getLogs` call asks for. */
  scanBlockRangeMax: number;
  /** Most recipient addresses one `eth_getLogs` call filters on. */
  scanRecipientsMax: number;
  /** How long a failed endpoint is skipped when the network has a fallback. */
  endpointBackoff: { backoffBaseMs: number; backoffMaxMs: number };
}

export const mainnetNetworks: Record<
  Network,
  Omit<NetworkSettings, 'companyAddress' | 'payoutAddress' | 'confirmations'>
> = {
  BEP20: {
    network: 'BEP20',
    name: 'BNB Smart Chain (BEP20)',
    chainId: 56,
    explorerUrl: 'https://bscscan.com',
    rpcUrls: ['https://bsc-dataseed.bnbchain.org'],
    tokens: {
      USDT: '0x55d398326f99059fF775485246999027B3197955',
      USDC: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
    },
  },
  POLYGON: {
    network: 'POLYGON',
    name: 'Polygon PoS',
    chainId: 137,
    explorerUrl: 'https://polygonscan.com',
    rpcUrls: ['https://polygon-rpc.com'],
    tokens: {
      USDT: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F',
      USDC: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  },
};

export const defaultChainLimits = {
  rpcTimeoutMs: 8_000,
  networkCheckTimeoutMs: 10_000,
  pollingIntervalMs: 1_000,
  scanBlockRangeMax: 2_000,
  scanRecipientsMax: 200,
  endpointBackoff: defaultEndpointBackoff,
};

type Limits = Pick<
  ChainSettings,
  | 'rpcTimeoutMs'
  | 'networkCheckTimeoutMs'
  | 'pollingIntervalMs'
  | 'scanBlockRangeMax'
  | 'scanRecipientsMax'
  | 'endpointBackoff'
>;

/** Which configuration variables (README) configure each network. */
const envKeys = {
  BEP20: {
    rpcUrls: 'BSC_RPC_URL',
    USDT: 'BSC_USDT_ADDRESS',
    USDC: 'BSC_USDC_ADDRESS',
    company: 'COMPANY_ADDRESS_BSC',
    payout: 'PAYOUT_ADDRESS_BSC',
    confirmations: 'BSC_CONFIRMATIONS',
  },
  POLYGON: {
    rpcUrls: 'POLYGON_RPC_URL',
    USDT: 'POLYGON_USDT_ADDRESS',
    USDC: 'POLYGON_USDC_ADDRESS',
    company: 'COMPANY_ADDRESS_POLYGON',
    payout: 'PAYOUT_ADDRESS_POLYGON',
    confirmations: 'POLYGON_CONFIRMATIONS',
  },
} as const satisfies Record<Network, Record<string, keyof Config>>;

/**
 * Resolves the chain settings from the parsed configuration. `identities` replaces the mainnet
 * name, chain id and explorer (the demo's local chains pass theirs).
 */
export function resolveChainSettings(
  config: Config,
  identities: Partial<Record<Network, NetworkIdentity>> = {},
  limits: Partial<Limits> = {},
): ChainSettings {
  const networkSettings = (network: Network): NetworkSettings => {
    const keys = envKeys[network];
    const mainnet = mainnetNetworks[network];
    return {
      ...mainnet,
      ...identities[network],
      rpcUrls: splitUrls(config[keys.rpcUrls]) ?? mainnet.rpcUrls,
      tokens: {
        USDT: toAddress(keys.USDT, config[keys.USDT]) ?? mainnet.tokens.USDT,
        USDC: toAddress(keys.USDC, config[keys.USDC]) ?? mainnet.tokens.USDC,
      },
      companyAddress: toAddress(keys.company, config[keys.company]),
      payoutAddress: toAddress(keys.payout, config[keys.payout]),
      confirmations: config[keys.confirmations],
    };
  };
  const settings: ChainSettings = {
    networks: { BEP20: networkSettings('BEP20'), POLYGON: networkSettings('POLYGON') },
    depositXpub: config.DEPOSIT_XPUB ?? null,
    ...defaultChainLimits,
    ...limits,
  };
  assertDistinctTokens(settings);
  return settings;
}

/** `BSC_RPC_URL=https://a,https://b`: primary and fallbacks, in order (the config checked each). */
export function splitUrls(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  return value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** A mixed-case address must carry a valid checksum: a typo then stops start-up instead of losing funds. */
function toAddress(key: keyof Config, value: string | undefined): Address | null {
  if (value === undefined) return null;
  if (!isAddress(value, { strict: true })) {
    throw new ConfigError(`Invalid configuration:\n  ${key}: the address checksum does not match`);
  }
  return getAddress(value);
}

/** USDT and USDC configured at one contract would credit every transfer under both names. */
function assertDistinctTokens(settings: ChainSettings): void {
  for (const network of Object.values(settings.networks)) {
    if (network.tokens.USDT.toLowerCase() === network.tokens.USDC.toLowerCase()) {
      throw new ConfigError(`Invalid configuration:\n  ${network.network}: USDT and USDC share one contract`);
    }
  }
}

export function explorerTransactionUrl(settings: NetworkSettings, hash: string): string | null {
  return settings.explorerUrl ? `${settings.explorerUrl}/tx/${hash}` : null;
}

export function explorerAddressUrl(settings: NetworkSettings, address: string): string | null {
  return settings.explorerUrl ? `${settings.explorerUrl}/address/${address}` : null;
}
