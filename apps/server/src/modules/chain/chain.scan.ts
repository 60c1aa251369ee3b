import type { Network } from '@nova/contracts';
import { type Address, erc20Abi, getAbiItem, getAddress } from 'viem';
import { isRpcAnswer } from './chain.clients.ts';
import type { ChainContext } from './chain.context.ts';
import { type TokenTransfer, toTokenTransfers } from './chain.transfers.ts';

/**
 * Reads the accepted tokens' `Transfer` logs to the given recipients over a block range, for the
 * deposit watcher. Each `eth_getLogs` call is bounded: at most `scanBlockRangeMax` blocks and
 * `scanRecipientsMax` recipients; a range the RPC refuses (too many results) is split in half and
 * asked again. Returns the transfers in chain order (block, then log index). Reverted transactions
 * emit no logs, so everything returned succeeded. The caller keeps `toBlock` at or below the final
 * block (see readFinality) to stay reorg-safe.
 */
export async function scanTransfers(
  context: ChainContext,
  network: Network,
  fromBlock: bigint,
  toBlock: bigint,
  recipients: readonly string[],
): Promise<TokenTransfer[]> {
  if (fromBlock < 0n || toBlock < fromBlock) throw new RangeError(`bad block range ${fromBlock}..${toBlock}`);
  const unique = [...new Set(recipients.map((address) => address.toLowerCase()))].map((address) =>
    getAddress(address),
  );
  const { scanBlockRangeMax, scanRecipientsMax } = context.settings;
  const transfers: TokenTransfer[] = [];
  for (let start = 0; start < unique.length; start += scanRecipientsMax) {
    const chunk = unique.slice(start, start + scanRecipientsMax);
    const step = BigInt(scanBlockRangeMax);
    for (let from = fromBlock; from <= toBlock; from += step) {
      const last = from + step - 1n;
      transfers.push(...(await readRange(context, network, from, last < toBlock ? last : toBlock, chunk)));
    }
  }
  return transfers.sort((a, b) =>
    a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
  );
}

const transferEvent = getAbiItem({ abi: erc20Abi, name: 'Transfer' });

async function readRange(
  context: ChainContext,
  network: Network,
  fromBlock: bigint,
  toBlock: bigint,
  recipients: Address[],
): Promise<TokenTransfer[]> {
  const { tokens } = context.settings.networks[network];
  try {
    const logs = await context.clients[network].getLogs({
      address: [tokens.USDT, tokens.USDC],
      event: transferEvent,
      args: { to: recipients },
      fromBlock,
      toBlock,
      strict: true,
    });
    return await toTokenTransfers(context, network, logs);
  } catch (error) {
    if (!isRpcAnswer(error) || fromBlock === toBlock) throw error;
    const middle = (fromBlock + toBlock) / 2n;
    const first = await readRange(context, network, fromBlock, middle, recipients);
    const second = await readRange(context, network, middle + 1n, toBlock, recipients);
    return [...first, ...second];
  }
}
