import type { Network, TokenSymbol } from '@nova/contracts';
import { type Address, erc20Abi, type Hash, type Log, parseEventLogs } from 'viem';
import { rawToMicros } from './chain.amounts.ts';
import { type ChainContext, tokenAt } from './chain.context.ts';

/** One ERC-20 `Transfer` log of an accepted token contract, with its amount in micro-units. */
export interface TokenTransfer {
  network: Network;
  token: TokenSymbol;
  tokenAddress: Address;
  from: Address;
  to: Address;
  /** The on-chain integer amount, in the token's own decimals. */
  amountRaw: bigint;
  decimals: number;
  /** The amount in micro-units, exact for 6 decimals, rounded down for more. */
  amountMicros: bigint;
  /** What lies below one micro-unit (raw units); non-zero flags sub-micro dust. */
  dustRaw: bigint;
  transactionHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hash;
}

type MinedLog = Log<bigint, number, false>;

/** A decoded ERC-20 `Transfer` event of a mined log. */
export interface TransferEvent {
  address: Address;
  args: { from: Address; to: Address; value: bigint };
  transactionHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hash;
}

/**
 * Decodes the `Transfer` logs emitted by the configured token contracts. Which contract emitted the
 * log is the only test of what the token is: a look-alike contract with the same symbol is ignored.
 * Logs that are not ERC-20 transfers (other events, ERC-721 transfers with an indexed token id)
 * are skipped.
 */
export async function decodeTokenTransfers(
  context: ChainContext,
  network: Network,
  logs: readonly MinedLog[],
): Promise<TokenTransfer[]> {
  const settings = context.settings.networks[network];
  const accepted = logs.filter((log) => tokenAt(settings, log.address) !== null);
  const events = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: accepted, strict: true });
  return toTokenTransfers(context, network, events);
}

/** Turns decoded `Transfer` events into transfers, dropping any not from an accepted token contract. */
export async function toTokenTransfers(
  context: ChainContext,
  network: Network,
  events: readonly TransferEvent[],
): Promise<TokenTransfer[]> {
  const settings = context.settings.networks[network];
  const decimalsOf = new Map<TokenSymbol, number>();
  const transfers: TokenTransfer[] = [];
  for (const event of events) {
    const token = tokenAt(settings, event.address);
    if (token === null) continue;
    let decimals = decimalsOf.get(token);
    if (decimals === undefined) {
      decimals = await context.tokenDecimals(network, token);
      decimalsOf.set(token, decimals);
    }
    transfers.push({
      network,
      token,
      tokenAddress: settings.tokens[token],
      from: event.args.from,
      to: event.args.to,
      amountRaw: event.args.value,
      decimals,
      ...rawToMicros(event.args.value, decimals),
      transactionHash: event.transactionHash,
      logIndex: event.logIndex,
      blockNumber: event.blockNumber,
      blockHash: event.blockHash,
    });
  }
  return transfers;
}

/** Logs that look like a token transfer but come from a contract we do not accept. */
export function countForeignTransferLogs(
  context: ChainContext,
  network: Network,
  logs: readonly MinedLog[],
): number {
  const settings = context.settings.networks[network];
  const foreign = logs.filter((log) => tokenAt(settings, log.address) === null);
  return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: foreign, strict: true }).length;
}
