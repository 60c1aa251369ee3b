import type { Network } from '@nova/contracts';
import { BaseError, createPublicClient, defineChain, type PublicClient, RpcRequestError } from 'viem';
import { describeEndpointFailure, endpointsTransport, isEndpointFailure } from './chain.endpoints.ts';
import type { ChainSettings, NetworkSettings } from './chain.networks.ts';

/** One viem client per network, every call limited by the configured timeout. */
export type NetworkClients = Record<Network, PublicClient>;

export function createNetworkClients(settings: ChainSettings): NetworkClients {
  const client = (network: NetworkSettings) =>
    createPublicClient({
      chain: defineChain({
        id: network.chainId,
        name: network.name,
        nativeCurrency: network.network === 'BEP20' ? bnb : pol,
        rpcUrls: { default: { http: network.rpcUrls } },
      }),
      transport: endpointsTransport(network.rpcUrls, {
        chainId: network.chainId,
        timeoutMs: settings.rpcTimeoutMs,
        ...settings.endpointBackoff,
      }),
      pollingInterval: settings.pollingIntervalMs,
      // Never answer a head or block question from a cache: confirmations must be current.
      cacheTime: 0,
    });
  return { BEP20: client(settings.networks.BEP20), POLYGON: client(settings.networks.POLYGON) };
}

const bnb = { name: 'BNB', symbol: 'BNB', decimals: 18 } as const;
const pol = { name: 'POL', symbol: 'POL', decimals: 18 } as const;

/** The RPC answered, with an error or "no such block": as opposed to not answering at all. */
export function isRpcAnswer(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return !isEndpointFailure(error) && error.walk((cause) => cause instanceof RpcRequestError) !== null;
}

export class NetworkTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
  }
}

/**
 * A short reason for an RPC failure that is safe to show: viem's messages carry the RPC URL, which
 * may embed a provider's API key.
 */
export function describeRpcError(error: unknown): string {
  if (error instanceof NetworkTimeoutError) return error.message;
  if (error instanceof BaseError) {
    const failure = describeEndpointFailure(error);
    if (failure) return failure;
    const rpc = error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null;
    if (rpc) return `The network RPC refused the request (${rpc.code}: ${rpc.details})`;
    return error.shortMessage;
  }
  return 'Unexpected error while reading the network';
}

/** Rejects with NetworkTimeoutError when `work` takes longer than `timeoutMs`. */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NetworkTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
