import type { EIP1193Provider } from 'hardhat/types';
import {
  type Account,
  type Chain,
  createWalletClient,
  custom,
  defineChain,
  type Hash,
  type Hex,
  publicActions,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** A signing client on a dev chain, talking to the node in process (no HTTP round trip). */
export function createDevWallet(node: { provider: EIP1193Provider; chainId: number }, privateKey: Hex) {
  const chain: Chain = defineChain({
    id: node.chainId,
    name: `dev-${node.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  return createWalletClient({
    account: privateKeyToAccount(privateKey) as Account,
    chain,
    transport: custom(node.provider),
    pollingInterval: 20,
    cacheTime: 0,
  }).extend(publicActions);
}

export type DevWallet = ReturnType<typeof createDevWallet>;

/** Waits for the transaction's receipt and fails loudly when set-up work reverts. */
export async function confirmed(wallet: DevWallet, hash: Hash): Promise<TransactionReceipt> {
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 30_000 });
  if (receipt.status !== 'success') throw new Error(`dev chain transaction ${hash} reverted`);
  return receipt;
}
