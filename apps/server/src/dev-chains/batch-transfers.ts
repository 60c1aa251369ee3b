import type { TokenSymbol } from '@nova/contracts';
import type { Address, Hash } from 'viem';
import { batchSenderAbi } from './contracts/artifacts.gen.ts';
import { mineBlocks, walletOn } from './dev-chain-actions.ts';
import type { DevChain } from './dev-chains.ts';
import { confirmed } from './dev-wallet.ts';

/**
 * Many token transfers on a dev chain, fast: the batch sender puts up to `transfersPerTx`
 * transfers in one transaction (one Transfer log each), so one transaction can also carry several
 * transfers to our addresses. Used by the tests and by the watcher benchmark.
 */
export interface BatchTransfersRequest {
  token: TokenSymbol;
  /** Recipients, used in turn. */
  recipients: readonly Address[];
  /** How many transfers in total. */
  count: number;
  /** Raw amount of transfer number `index` (default: 1 to 100 whole tokens, varying). */
  amountRaw?: (index: number) => bigint;
  transfersPerTx?: number;
  /** Empty blocks mined after each transaction, to spread transfers over more blocks. */
  emptyBlocksBetween?: number;
}

export interface BatchTransfersResult {
  transactions: Hash[];
  firstBlock: bigint;
  lastBlock: bigint;
  /** Sum of all raw amounts sent. */
  totalRaw: bigint;
}

export async function sendBatchTransfers(
  chain: DevChain,
  request: BatchTransfersRequest,
): Promise<BatchTransfersResult> {
  if (request.recipients.length === 0 || request.count < 1) throw new RangeError('nothing to send');
  const unit = 10n ** BigInt(chain.decimals);
  const amountOf = request.amountRaw ?? ((index: number) => BigInt((index % 100) + 1) * unit);
  const perTx = request.transfersPerTx ?? 100;
  const wallet = walletOn(chain);
  const result: BatchTransfersResult = { transactions: [], firstBlock: -1n, lastBlock: -1n, totalRaw: 0n };
  for (let start = 0; start < request.count; start += perTx) {
    const indexes = Array.from(
      { length: Math.min(perTx, request.count - start) },
      (_, offset) => start + offset,
    );
    const recipients = indexes.map(
      (index) => request.recipients[index % request.recipients.length] as Address,
    );
    const amounts = indexes.map(amountOf);
    const hash = await wallet.writeContract({
      address: chain.batchSender,
      abi: batchSenderAbi,
      functionName: 'send',
      args: [chain.tokens[request.token], recipients, amounts],
      // A fixed limit well above the need skips gas estimation, which would run the batch twice.
      gas: 60_000n * BigInt(amounts.length) + 100_000n,
    });
    const receipt = await confirmed(wallet, hash);
    if (result.firstBlock < 0n) result.firstBlock = receipt.blockNumber;
    result.lastBlock = receipt.blockNumber;
    result.transactions.push(hash);
    result.totalRaw += amounts.reduce((sum, amount) => sum + amount, 0n);
    if (request.emptyBlocksBetween) await mineBlocks(chain, request.emptyBlocksBetween);
  }
  return result;
}
