import { type Network, type TokenSymbol, tokenSymbols } from '@nova/contracts';
import { type Address, erc20Abi, type Hash } from 'viem';
import { rawToMicros } from './chain.amounts.ts';
import { withTimeout } from './chain.clients.ts';
import type { ChainContext } from './chain.context.ts';

/**
 * Reads the accepted tokens' balances of many addresses at one block (proof of reserves), so every
 * figure of a network is as of the same block. Batched through Multicall3 where the chain has it
 * (one call per batch), else plain `balanceOf` calls a batch at a time.
 */

/** Multicall3's address, the same on every chain that has it deployed. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/** Calls per multicall or per batch of plain calls: bounded so no RPC answer grows without limit. */
const BATCH_SIZE_MAX = 500;
const PLAIN_PARALLEL_MAX = 25;

export interface BalanceReading {
  blockNumber: bigint;
  blockHash: Hash;
  balances: { address: Address; token: TokenSymbol; micros: bigint }[];
}

export async function readTokenBalances(
  context: ChainContext,
  network: Network,
  addresses: readonly Address[],
): Promise<BalanceReading> {
  const client = context.clients[network];
  const timeoutMs = context.settings.networkCheckTimeoutMs;
  const block = await withTimeout(client.getBlock({ blockTag: 'latest' }), timeoutMs);
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
  const raws: bigint[] = [];
  for (let start = 0; start < calls.length; start += BATCH_SIZE_MAX) {
    const batch = calls.slice(start, start + BATCH_SIZE_MAX);
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
        }),
        timeoutMs,
      );
      raws.push(...(results as bigint[]));
    } else {
      for (let at = 0; at < contracts.length; at += PLAIN_PARALLEL_MAX) {
        const part = contracts.slice(at, at + PLAIN_PARALLEL_MAX);
        raws.push(
          ...(await withTimeout(
            Promise.all(part.map((contract) => client.readContract({ ...contract, blockNumber }))),
            timeoutMs,
          )),
        );
      }
    }
  }
  const decimals = new Map<TokenSymbol, number>();
  for (const token of tokenSymbols) decimals.set(token, await context.tokenDecimals(network, token));
  return {
    blockNumber,
    blockHash: block.hash,
    balances: calls.map((call, i) => ({
      address: call.address,
      token: call.token,
      // Below one micro-unit is not counted as a reserve (rule 1: never round up what is held).
      micros: rawToMicros(raws[i] as bigint, decimals.get(call.token) as number).amountMicros,
    })),
  };
}
