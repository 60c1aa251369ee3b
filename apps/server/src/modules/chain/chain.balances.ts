import { type Network, type TokenSymbol, tokenSymbols } from '@nova/contracts';
import { type Address, erc20Abi, type Hash } from 'viem';
import { rawToMicros } from './chain.amounts.ts';
import { withTimeout } from './chain.clients.ts';
import type { ChainContext } from './chain.context.ts';

/**
 * Reads the accepted tokens' balances of many addresses at one block (proof of reserves: the given
 * one, or the latest with null), so every figure of a network is as of the same block. Batched
 * through Multicall3 where the chain has it (one call per batch), else plain `balanceOf` calls a
 * batch at a time.
 */

/** Multicall3's address, the same on every chain that has it deployed. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** Calls per multicall or per batch of plain calls: bounded so no RPC answer grows without limit. */
const BATCH_SIZE_MAX = 500;
const PLAIN_PARALLEL_MAX = 25;
const BATCHES_IN_FLIGHT = 2;

export interface BalanceReading {
  blockNumber: bigint;
  blockHash: Hash;
  /** How the balances were read: through Multicall3, or by plain calls where the chain lacks it. */
  via: 'multicall3' | 'plain';
  balances: { address: Address; token: TokenSymbol; micros: bigint }[];
}

export async function readTokenBalances(
  context: ChainContext,
  network: Network,
  addresses: readonly Address[],
  atBlock: bigint | null,
): Promise<BalanceReading> {
  const client = context.clients[network];
  const timeoutMs = context.settings.networkCheckTimeoutMs;
  const block = await withTimeout(
    atBlock === null ? client.getBlock({ blockTag: 'latest' }) : client.getBlock({ blockNumber: atBlock }),
    timeoutMs,
  );
  const blockNumber = block.number;
  const code = await withTimeout(client.getCode({ address: MULTICALL3_ADDRESS, blockNumber }), timeoutMs);
  const hasMulticall = code !== undefined && code !== '0x';
  const calls = tokenSymbols.flatMap((token) =>
    addresses.map((address) => ({
      token,
      address,
      contract: context.settings.networks[network].tokens[token],
    })),
  );
  const readBatch = async (batch: typeof calls): Promise<bigint[]> => {
    const contracts = batch.map((call) => ({
      address: call.contract,
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [call.address] as const,
    }));
    if (hasMulticall) {
      const results = await withTimeout(
        client.multicall({
          contracts,
          blockNumber,
          allowFailure: false,
          multicallAddress: MULTICALL3_ADDRESS,
          // The batch is already bounded; viem's own 1 KB chunking would split it into ~35 calls.
          batchSize: 0,
        }),
        timeoutMs,
      );
      return results as bigint[];
    }
    const raws: bigint[] = [];
    for (let at = 0; at < contracts.length; at += PLAIN_PARALLEL_MAX) {
      const part = contracts.slice(at, at + PLAIN_PARALLEL_MAX);
      raws.push(
        ...(await withTimeout(
          Promise.all(part.map((contract) => client.readContract({ ...contract, blockNumber }))),
          timeoutMs,
        )),
      );
    }
    return raws;
  };
  const batches: (typeof calls)[] = [];
  for (let start = 0; start < calls.length; start += BATCH_SIZE_MAX)
    batches.push(calls.slice(start, start + BATCH_SIZE_MAX));
  const answers: bigint[][] = [];
  // A few multicalls in flight hide the round trip to the node without flooding it; plain calls
  // are already 25 at a time.
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const index = next++;
      answers[index] = await readBatch(batches[index] as typeof calls);
    }
  };
  await Promise.all(Array.from({ length: hasMulticall ? BATCHES_IN_FLIGHT : 1 }, worker));
  const raws = answers.flat();
  const decimals = new Map<TokenSymbol, number>();
  for (const token of tokenSymbols) decimals.set(token, await context.tokenDecimals(network, token));
  return {
    blockNumber,
    blockHash: block.hash,
    via: hasMulticall ? 'multicall3' : 'plain',
    balances: calls.map((call, i) => ({
      address: call.address,
      token: call.token,
      // Below one micro-unit is not counted as a reserve (rule 1: never round up what is held).
      micros: rawToMicros(raws[i] as bigint, decimals.get(call.token) as number).amountMicros,
    })),
  };
}
