import { type Network, type NetworkFacts, networks, type TokenSymbol, tokenSymbols } from '@nova/contracts';
import type { Address, Hash } from 'viem';
import { depositAddressAt, parseDepositXpub } from './chain.addresses.ts';
import { microsToRaw } from './chain.amounts.ts';
import { readTokenBalances } from './chain.balances.ts';
import { checkAllNetworks } from './chain.check.ts';
import { withTimeout } from './chain.clients.ts';
import { createChainContext } from './chain.context.ts';
import { readBlockHash, readFinality, reverifyBlock } from './chain.finality.ts';
import { type LookupOptions, lookupTransaction } from './chain.lookup.ts';
import type { ChainSettings } from './chain.networks.ts';
import { scanTransfers } from './chain.scan.ts';

/**
 * Chain access for the deposit flows: reads only, over JSON-RPC with viem.
 * Built once from the resolved settings; holds one client per network and the token decimals.
 */
export function createChainService(settings: ChainSettings) {
  const context = createChainContext(settings);
  const receivingKey = settings.depositXpub ? parseDepositXpub(settings.depositXpub) : null;

  /** The facts the screens show next to every address; a token's decimals are null while unreadable. */
  async function describeNetworks(): Promise<NetworkFacts[]> {
    return Promise.all(
      networks.map(async (network) => {
        const facts = settings.networks[network];
        const tokens = await Promise.all(
          tokenSymbols.map(async (symbol) => ({
            symbol,
            contractAddress: facts.tokens[symbol],
            decimals: await readDecimalsOrNull(network, symbol),
          })),
        );
        return {
          network,
          name: facts.name,
          chainId: facts.chainId,
          explorerUrl: facts.explorerUrl,
          companyAddress: facts.companyAddress,
          tokens,
        };
      }),
    );
  }

  async function readDecimalsOrNull(network: Network, token: TokenSymbol): Promise<number | null> {
    try {
      return await withTimeout(context.tokenDecimals(network, token), settings.networkCheckTimeoutMs);
    } catch {
      return null;
    }
  }

  /** The on-chain integer amounts of micro-unit amounts of one token, with its decimals. */
  async function rawAmounts(network: Network, token: TokenSymbol, amountsMicros: readonly bigint[]) {
    const decimals = await withTimeout(context.tokenDecimals(network, token), settings.networkCheckTimeoutMs);
    return { decimals, raws: amountsMicros.map((micros) => microsToRaw(micros, decimals)) };
  }

  return {
    settings,
    describeNetworks,
    rawAmounts,
    lookupTransaction: (network: Network, hash: Hash, options?: LookupOptions) =>
      lookupTransaction(context, network, hash, options),
    checkAllNetworks: (hash: Hash, options?: LookupOptions) => checkAllNetworks(context, hash, options),
    readFinality: (network: Network) => readFinality(context, network),
    reverifyBlock: (network: Network, blockNumber: bigint, blockHash: Hash) =>
      reverifyBlock(context, network, blockNumber, blockHash),
    /** The accepted tokens' balances of `addresses`, all at one block (null: the latest). */
    readTokenBalances: (network: Network, addresses: readonly Address[], atBlock: bigint | null) =>
      readTokenBalances(context, network, addresses, atBlock),
    blockHash: (network: Network, blockNumber: bigint) => readBlockHash(context, network, blockNumber),
    scanTransfers: (network: Network, fromBlock: bigint, toBlock: bigint, recipients: readonly string[]) =>
      scanTransfers(context, network, fromBlock, toBlock, recipients),
    /** The accepted tokens' transfers sent from `senders` (the payout watcher). */
    scanTransfersFrom: (network: Network, fromBlock: bigint, toBlock: bigint, senders: readonly string[]) =>
      scanTransfers(context, network, fromBlock, toBlock, senders, 'from'),
    /** Whether DEPOSIT_XPUB is configured; without it members use the company addresses. */
    hasPersonalAddresses: receivingKey !== null,
    /** The member's personal deposit address (same on every network); null without DEPOSIT_XPUB. */
    personalDepositAddress: (index: number): Address | null =>
      receivingKey ? depositAddressAt(receivingKey, index) : null,
  };
}

export type ChainService = ReturnType<typeof createChainService>;
