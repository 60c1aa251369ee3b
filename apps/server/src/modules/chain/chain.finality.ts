import type { Network } from '@nova/contracts';
import { BlockNotFoundError, type Hash } from 'viem';
import { isRpcAnswer } from './chain.clients.ts';
import type { ChainContext } from './chain.context.ts';

/**
 * When a block counts as final (rule 20): at or below the chain's `finalized`
 * block where the RPC offers that tag, else once it has the configured number of confirmations.
 */
export interface FinalityView {
  network: Network;
  head: bigint;
  /** The highest final block; -1n while none is. */
  finalizedBlock: bigint;
  source: 'finalized-tag' | 'depth';
  /** Confirmations a block needs to be final now (under the tag: head − finalized + 1). */
  confirmationsRequired: number;
}

export async function readFinality(context: ChainContext, network: Network): Promise<FinalityView> {
  const client = context.clients[network];
  const [head, tagged] = await Promise.all([client.getBlockNumber(), readFinalizedTag(context, network)]);
  if (tagged !== null) {
    // The two reads race with new blocks; a finalized block is never above the head we report.
    const finalizedBlock = tagged < head ? tagged : head;
    return {
      network,
      head,
      finalizedBlock,
      source: 'finalized-tag',
      confirmationsRequired: Number(head - finalizedBlock) + 1,
    };
  }
  const depth = context.settings.networks[network].confirmations;
  const deepEnough = head - BigInt(depth) + 1n;
  return {
    network,
    head,
    finalizedBlock: deepEnough < -1n ? -1n : deepEnough,
    source: 'depth',
    confirmationsRequired: depth,
  };
}

/** The `finalized` block number, or null when this RPC does not offer the tag (it answers with an error). */
async function readFinalizedTag(context: ChainContext, network: Network): Promise<bigint | null> {
  try {
    const block = await context.clients[network].getBlock({ blockTag: 'finalized' });
    return block.number;
  } catch (error) {
    if (error instanceof BlockNotFoundError || isRpcAnswer(error)) return null;
    throw error;
  }
}

/** Blocks on top of and including `blockNumber`: 1 for a block at the head, 0 above it. */
export function confirmationsOf(view: FinalityView, blockNumber: bigint): number {
  return blockNumber > view.head ? 0 : Number(view.head - blockNumber) + 1;
}

export function isFinalBlock(view: FinalityView, blockNumber: bigint): boolean {
  return blockNumber <= view.finalizedBlock;
}

export interface BlockRecheck {
  /** The chain still has the recorded block at that height. */
  matches: boolean;
  /** The hash at that height now; null when the chain is not that long (any more). */
  currentHash: Hash | null;
  confirmations: number;
  isFinal: boolean;
}

/**
 * Re-reads the block at `blockNumber` before crediting (reorg safety): a transfer is credited only
 * while its recorded block hash is still on the chain, and only once that block is final.
 */
export async function reverifyBlock(
  context: ChainContext,
  network: Network,
  blockNumber: bigint,
  blockHash: Hash,
): Promise<BlockRecheck> {
  const [view, currentHash] = await Promise.all([
    readFinality(context, network),
    readBlockHash(context, network, blockNumber),
  ]);
  const matches = currentHash !== null && currentHash.toLowerCase() === blockHash.toLowerCase();
  return {
    matches,
    currentHash,
    confirmations: matches ? confirmationsOf(view, blockNumber) : 0,
    isFinal: matches && isFinalBlock(view, blockNumber),
  };
}

/** The hash of the block at `blockNumber`; null when the chain is not that long. */
export async function readBlockHash(
  context: ChainContext,
  network: Network,
  blockNumber: bigint,
): Promise<Hash | null> {
  try {
    const block = await context.clients[network].getBlock({ blockNumber });
    return block.hash;
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null;
    throw error;
  }
}
