import type { Network, TokenSymbol } from '@nova/contracts';
import { type Address, erc20Abi } from 'viem';
import { createNetworkClients, type NetworkClients } from './chain.clients.ts';
import type { ChainSettings, NetworkSettings } from './chain.networks.ts';

/** What every chain function works from: the settings, a client per network, token decimals. */
export interface ChainContext {
  settings: ChainSettings;
  clients: NetworkClients;
  /** The token's decimals, read from its contract once and kept (a token never changes them). */
  tokenDecimals(network: Network, token: TokenSymbol): Promise<number>;
}

export function createChainContext(
  settings: ChainSettings,
  clients = createNetworkClients(settings),
): ChainContext {
  const cache = new Map<string, Promise<number>>();
  return {
    settings,
    clients,
    tokenDecimals(network, token) {
      const address = settings.networks[network].tokens[token];
      const key = `${network}:${address}`;
      let decimals = cache.get(key);
      if (!decimals) {
        decimals = readDecimals(clients[network], address);
        cache.set(key, decimals);
        // A failed read is not kept: the next call asks again.
        decimals.catch(() => cache.delete(key));
      }
      return decimals;
    },
  };
}

async function readDecimals(client: NetworkClients[Network], address: Address): Promise<number> {
  const decimals = await client.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
  if (decimals > 36) throw new RangeError(`token ${address} reports ${decimals} decimals`);
  return decimals;
}

/** The accepted token a log's contract address stands for, or null for any other contract. */
export function tokenAt(network: NetworkSettings, contract: Address): TokenSymbol | null {
  const lower = contract.toLowerCase();
  if (network.tokens.USDT.toLowerCase() === lower) return 'USDT';
  if (network.tokens.USDC.toLowerCase() === lower) return 'USDC';
  return null;
}
