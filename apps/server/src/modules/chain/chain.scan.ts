import type { Network } from '@nova/contracts';
import { type Address, erc20Abi, getAbiItem, getAddress } from 'viem';
import { isRpcAnswer } from './chain.clients.ts';
import type { ChainContext } from './chain.context.ts';
import { type TokenTransfer, toTokenTransfers } from './chain.transfers.ts';

/** Which side of a transfer the scanned addresses are on: receiving (deposits) or sending (payouts). */
export type TransferSide = 'to' | 'from';

/**
 * Reads the accepted tokens' `Transfer` logs to (or, with `side` 'from', from) the given addresses
 * over a block range, for the deposit and payout watchers. Each `eth_getLogs` call is bounded: at most `scanBlockRangeMax` blocks and
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
  side: TransferSide = 'to',
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
      const range = { fromBlock: from, toBlock: last < toBlock ? last : toBlock };
      transfers.push(...(await readRange(context, network, range, chunk, side)));
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
  range: { fromBlock: bigint; toBlock: bigint },
  addresses: Address[],
  side: TransferSide,
): Promise<TokenTransfer[]> {
  const { tokens } = context.settings.networks[network];
  const { fromBlock, toBlock } = range;
  try {
    const logs = await context.clients[network].getLogs({
      address: [tokens.USDT, tokens.USDC],
      event: transferEvent,
      args: side === 'to' ? { to: addresses } : { from: addresses },
      fromBlock,
      toBlock,
      strict: true,
    });
    return await toTokenTransfers(context, network, logs);
  } catch (error) {
    if (!isRpcAnswer(error) || fromBlock === toBlock) throw error;
    const middle = (fromBlock + toBlock) / 2n;
    const first = await readRange(context, network, { fromBlock, toBlock: middle }, addresses, side);
    const second = await readRange(context, network, { fromBlock: middle + 1n, toBlock }, addresses, side);
    return [...first, ...second];
  }
}
