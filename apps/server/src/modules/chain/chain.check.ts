import { type Network, networks } from '@nova/contracts';
import { type Hash, isHash } from 'viem';
import { describeRpcError, withTimeout } from './chain.clients.ts';
import type { ChainContext } from './chain.context.ts';
import { type LookupOptions, lookupTransaction, type TransactionLookup } from './chain.lookup.ts';

/**
 * The cross-network check (rule 21): every supported network
 * is asked in parallel, each within its own time limit, so one network that is down or slow still
 * leaves the others' answers, with its own error in its row.
 */
export interface NetworkCheckRow {
  network: Network;
  found: boolean;
  /** Why this network could not answer; null when it did. */
  error: string | null;
  lookup: TransactionLookup | null;
}

export interface CrossNetworkCheck {
  transactionHash: Hash;
  found: boolean;
  /** The first network (in the order of `networks`) where the hash was found; null if none. */
  foundOnNetwork: Network | null;
  results: NetworkCheckRow[];
}

export async function checkAllNetworks(
  context: ChainContext,
  hash: Hash,
  options: LookupOptions = {},
): Promise<CrossNetworkCheck> {
  if (!isHash(hash)) throw new TypeError(`not a transaction hash: ${hash}`);
  const timeoutMs = context.settings.networkCheckTimeoutMs;
  const results = await Promise.all(
    networks.map(async (network): Promise<NetworkCheckRow> => {
      try {
        const lookup = await withTimeout(lookupTransaction(context, network, hash, options), timeoutMs);
        return { network, found: lookup.found, error: null, lookup };
      } catch (error) {
        return { network, found: false, error: describeRpcError(error), lookup: null };
      }
    }),
  );
  const foundOnNetwork = results.find((row) => row.found)?.network ?? null;
  return { transactionHash: hash, found: foundOnNetwork !== null, foundOnNetwork, results };
}
