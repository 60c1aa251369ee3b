import type { TokenSymbol } from '@nova/contracts';
import { type Address, getAddress, type Hash, type Hex } from 'viem';
import { devTokenAbi, devTokenBytecode } from './contracts/artifacts.gen.ts';
import type { DevChain } from './dev-chains.ts';
import { confirmed, createDevWallet, type DevWallet } from './dev-wallet.ts';

/**
 * Things done on a dev chain: token transfers from the demo wallet (the demo's "Send a test
 * transfer" and the tests), mining, snapshots, and deploying look-alike tokens.
 */
export function walletOn(chain: DevChain, privateKey: Hex = chain.demoWallet.privateKey): DevWallet {
  return createDevWallet(chain, privateKey);
}

export interface TokenTransferRequest {
  token: TokenSymbol;
  to: Address;
  /** In the token's own decimals. */
  amountRaw: bigint;
  /** Wait until mined (default); false returns as soon as the node accepted it. */
  wait?: boolean;
}

export async function sendToken(chain: DevChain, request: TokenTransferRequest): Promise<Hash> {
  const wallet = walletOn(chain);
  const hash = await wallet.writeContract({
    address: chain.tokens[request.token],
    abi: devTokenAbi,
    functionName: 'transfer',
    args: [request.to, request.amountRaw],
  });
  if (request.wait !== false) await confirmed(wallet, hash);
  return hash;
}

/** Native coin to `to`: a transaction that moves no token. */
export async function sendNative(chain: DevChain, to: Address, amountWei: bigint): Promise<Hash> {
  const wallet = walletOn(chain);
  const hash = await wallet.sendTransaction({ to, value: amountWei });
  await confirmed(wallet, hash);
  return hash;
}

/**
 * Mines `count` empty blocks, one `evm_mine` each. Not one `hardhat_mine` of `count`: a contract
 * call at a block inside such a run answered "no data" (Hardhat 2.29), and a proof-of-reserves
 * snapshot reads balances at the deposit watcher's block, which can be one of them.
 */
export async function mineBlocks(chain: DevChain, count: number): Promise<void> {
  for (let block = 0; block < count; block++) await chain.provider.request({ method: 'evm_mine' });
}

export async function headBlock(chain: DevChain): Promise<bigint> {
  return BigInt((await chain.provider.request({ method: 'eth_blockNumber' })) as Hex);
}

export async function snapshot(chain: DevChain): Promise<Hex> {
  return (await chain.provider.request({ method: 'evm_snapshot' })) as Hex;
}

/** Rolls the chain back to `snapshotId`: the blocks after it vanish, as in a reorg. */
export async function revertTo(chain: DevChain, snapshotId: Hex): Promise<void> {
  const reverted = await chain.provider.request({ method: 'evm_revert', params: [snapshotId] });
  if (reverted !== true) throw new Error(`snapshot ${snapshotId} could not be restored`);
}

/** Switches automatic mining; while off, transactions wait in the mempool until a block is mined. */
export async function setAutomine(chain: DevChain, on: boolean): Promise<void> {
  await chain.provider.request({ method: 'evm_setAutomine', params: [on] });
}

/**
 * Deploys another token with the given symbol and decimals (a look-alike of an accepted one) and
 * mints `supplyRaw` of it to the demo wallet.
 */
export async function deployLookAlikeToken(
  chain: DevChain,
  symbol: string,
  decimals: number,
  supplyRaw: bigint,
): Promise<Address> {
  const wallet = walletOn(chain);
  const deployHash = await wallet.deployContract({
    abi: devTokenAbi,
    bytecode: devTokenBytecode,
    args: [`Fake ${symbol}`, symbol, decimals],
  });
  const { contractAddress } = await confirmed(wallet, deployHash);
  if (!contractAddress) throw new Error('look-alike token was not deployed');
  const address = getAddress(contractAddress);
  const mintHash = await wallet.writeContract({
    address,
    abi: devTokenAbi,
    functionName: 'mint',
    args: [wallet.account.address, supplyRaw],
  });
  await confirmed(wallet, mintHash);
  return address;
}
