import type { Network, TokenSymbol } from '@nova/contracts';
import type { EIP1193Provider } from 'hardhat/types';
import {
  type Address,
  getAddress,
  type Hex,
  keccak256,
  parseEther,
  stringToHex,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { MULTICALL3_ADDRESS, mainnetNetworks, type NetworkIdentity } from '../modules/chain/index.ts';
import {
  batchSenderAbi,
  batchSenderBytecode,
  devTokenAbi,
  devTokenBytecode,
  multicall3Bytecode,
} from './contracts/artifacts.gen.ts';
import { confirmed, createDevWallet, type DevWallet } from './dev-wallet.ts';
import { startLocalNode } from './local-node.ts';

/**
 * Two local EVM chains for the demo and the tests: a BSC-like one (18-decimal tokens, a
 * `finalized` tag a few blocks behind the head, as BSC's fast finality) and a Polygon-like one
 * (6-decimal tokens, no `finalized` tag, so the configured depth applies). Each gets USDT and USDC
 * contracts, a batch sender, a company address and a funded demo wallet. The BSC-like chain also has
 * Multicall3 at its usual address and the Polygon-like one has none, so balance reads take both of
 * their paths (batched and plain calls). Keys are derived from
 * fixed labels, so addresses are the same at every start; they guard nothing but test funds.
 */
export interface DevChain {
  network: Network;
  identity: NetworkIdentity;
  chainId: number;
  rpcUrl: string;
  tokens: Record<TokenSymbol, Address>;
  decimals: number;
  batchSender: Address;
  companyAddress: Address;
  /** Holds native coin and a large balance of both tokens, and has approved the batch sender. */
  demoWallet: { address: Address; privateKey: Hex };
  /** Blocks between head and `finalized`; null = the chain offers no such tag. */
  finalizedLagBlocks: number | null;
  /** Depth configured for this chain (used where there is no `finalized` tag). */
  confirmations: number;
  /** In-process access to the node, for tests and helpers (mining, snapshots, transfers). */
  provider: EIP1193Provider;
}

export interface DevChains {
  chains: Record<Network, DevChain>;
  /** The configuration variables (README) that point the server at these chains. */
  env: Record<string, string>;
  /** Name and chain id of each chain, for resolveChainSettings. */
  identities: Record<Network, NetworkIdentity>;
  stop(): Promise<void>;
}

export interface DevChainsOptions {
  /** BSC-like chain on `port`, Polygon-like on `port + 1`; 0 or unset = any free ports. */
  port?: number;
  /** Mine every N ms with automine off (the demo, like a real chain); unset = one block per transaction. */
  blockIntervalMs?: Partial<Record<Network, number>>;
  /** Serve the mainnet chain ids (56, 137), so a server configured as for production accepts them. */
  mainnetChainIds?: boolean;
}

const chainPlans = {
  BEP20: {
    chainId: 1_337_056,
    name: 'Local BNB Smart Chain (BEP20)',
    decimals: 18,
    lag: 3,
    depth: 3,
    multicall3: true,
  },
  POLYGON: {
    chainId: 1_337_137,
    name: 'Local Polygon PoS',
    decimals: 6,
    lag: null,
    depth: 5,
    multicall3: false,
  },
} as const satisfies Record<
  Network,
  { chainId: number; name: string; decimals: number; lag: number | null; depth: number; multicall3: boolean }
>;

export async function startDevChains(options: DevChainsOptions = {}): Promise<DevChains> {
  const base = options.port ?? 0;
  const started = await Promise.allSettled([
    startDevChain('BEP20', base, options),
    startDevChain('POLYGON', base === 0 ? 0 : base + 1, options),
  ]);
  const [bsc, polygon] = started.map((result) => (result.status === 'fulfilled' ? result.value : null));
  if (!bsc || !polygon) {
    // Do not leave the chain that did start listening.
    await Promise.all([bsc?.close(), polygon?.close()]);
    throw started.find((result) => result.status === 'rejected')?.reason;
  }
  const chains = { BEP20: bsc.chain, POLYGON: polygon.chain };
  return {
    chains,
    env: devChainEnv(chains),
    identities: { BEP20: bsc.chain.identity, POLYGON: polygon.chain.identity },
    stop: async () => {
      await Promise.all([bsc.close(), polygon.close()]);
    },
  };
}

export function devChainKey(network: Network, role: 'demo-wallet' | 'company'): Hex {
  return keccak256(stringToHex(`nova dev chain ${network} ${role}`));
}

async function startDevChain(network: Network, port: number, options: DevChainsOptions) {
  const blockIntervalMs = options.blockIntervalMs?.[network];
  const { chainId, name } = mainnetNetworks[network];
  const plan = options.mainnetChainIds ? { ...chainPlans[network], chainId, name } : chainPlans[network];
  const demoKey = devChainKey(network, 'demo-wallet');
  const companyKey = devChainKey(network, 'company');
  const node = await startLocalNode({
    chainId: plan.chainId,
    port,
    finalizedLagBlocks: plan.lag,
    genesisAccounts: [
      { privateKey: demoKey, balance: parseEther('1000000') },
      { privateKey: companyKey, balance: parseEther('10') },
    ],
  });
  const wallet = createDevWallet({ provider: node.provider, chainId: plan.chainId }, demoKey);
  let contracts: Awaited<ReturnType<typeof deployDevContracts>>;
  try {
    contracts = await deployDevContracts(wallet, plan.decimals);
    if (plan.multicall3) await installMulticall3(node.provider);
    if (blockIntervalMs !== undefined) {
      await node.provider.request({ method: 'evm_setAutomine', params: [false] });
      await node.provider.request({ method: 'evm_setIntervalMining', params: [blockIntervalMs] });
    }
  } catch (error) {
    await node.close();
    throw error;
  }
  const chain: DevChain = {
    network,
    identity: { name: plan.name, chainId: plan.chainId, explorerUrl: null },
    chainId: plan.chainId,
    rpcUrl: node.rpcUrl,
    ...contracts,
    decimals: plan.decimals,
    companyAddress: privateKeyToAddress(companyKey),
    demoWallet: { address: wallet.account.address, privateKey: demoKey },
    finalizedLagBlocks: plan.lag,
    confirmations: plan.depth,
    provider: node.provider,
  };
  return { chain, close: node.close };
}

/** Deploys USDT, USDC and the batch sender, funds the demo wallet and approves the batch sender. */
async function deployDevContracts(wallet: DevWallet, decimals: number) {
  const deploy = async (symbol: TokenSymbol) => {
    const hash = await wallet.deployContract({
      abi: devTokenAbi,
      bytecode: devTokenBytecode,
      args: [`Dev ${symbol}`, symbol, decimals],
    });
    return deployedAt(await confirmed(wallet, hash));
  };
  const tokens = { USDT: await deploy('USDT'), USDC: await deploy('USDC') };
  const senderHash = await wallet.deployContract({ abi: batchSenderAbi, bytecode: batchSenderBytecode });
  const batchSender = deployedAt(await confirmed(wallet, senderHash));
  const supply = 10n ** BigInt(9 + decimals);
  for (const address of Object.values(tokens)) {
    const holder = wallet.account.address;
    await confirmed(
      wallet,
      await wallet.writeContract({ address, abi: devTokenAbi, functionName: 'mint', args: [holder, supply] }),
    );
    await confirmed(
      wallet,
      await wallet.writeContract({
        address,
        abi: devTokenAbi,
        functionName: 'approve',
        args: [batchSender, 2n ** 256n - 1n],
      }),
    );
  }
  return { tokens, batchSender };
}

/**
 * Places Multicall3 at its usual address without a transaction (no block, no nonce used): running
 * the creation code in an `eth_call` answers the runtime code, which the node then sets there.
 */
export async function installMulticall3(provider: EIP1193Provider): Promise<void> {
  const code = (await provider.request({
    method: 'eth_call',
    params: [{ data: multicall3Bytecode }, 'latest'],
  })) as Hex;
  await provider.request({ method: 'hardhat_setCode', params: [MULTICALL3_ADDRESS, code] });
}

function deployedAt(receipt: TransactionReceipt): Address {
  if (!receipt.contractAddress) throw new Error('dev chain contract was not deployed');
  return getAddress(receipt.contractAddress);
}

function devChainEnv(chains: Record<Network, DevChain>): Record<string, string> {
  const { BEP20: bsc, POLYGON: polygon } = chains;
  return {
    BSC_RPC_URL: bsc.rpcUrl,
    POLYGON_RPC_URL: polygon.rpcUrl,
    BSC_USDT_ADDRESS: bsc.tokens.USDT,
    BSC_USDC_ADDRESS: bsc.tokens.USDC,
    POLYGON_USDT_ADDRESS: polygon.tokens.USDT,
    POLYGON_USDC_ADDRESS: polygon.tokens.USDC,
    COMPANY_ADDRESS_BSC: bsc.companyAddress,
    COMPANY_ADDRESS_POLYGON: polygon.companyAddress,
    BSC_CONFIRMATIONS: String(bsc.confirmations),
    POLYGON_CONFIRMATIONS: String(polygon.confirmations),
  };
}
