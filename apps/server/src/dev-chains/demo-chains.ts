import path from 'node:path';
import { networks } from '@nova/contracts';
import { toHex } from 'viem';
import { type Config, loadConfig } from '../config.ts';
import {
  type ChainSettings,
  loadOrCreateDemoDepositKey,
  resolveChainSettings,
} from '../modules/chain/index.ts';
import { type DevChains, startDevChains } from './dev-chains.ts';

/**
 * The demo's own chains: when DEMO is on and no RPC endpoint is configured, two local
 * EVM chains start with the server (fixed ports 8545 and 8546, or any free ports when those are
 * taken), mining a block every few seconds like a real chain, and the configuration is pointed at
 * them. Personal deposit addresses derive from a demo key kept under DATA_DIR, so members keep
 * their addresses across restarts.
 */
export const DEMO_CHAIN_PORT = 8545;
const BLOCK_INTERVAL_MS = { BEP20: 3_000, POLYGON: 2_000 };

export interface DemoChains {
  config: Config;
  chainSettings: ChainSettings;
  devChains: DevChains;
  /** Lines printed once the server listens. */
  describe(): string[];
  stop(): Promise<void>;
}

export async function startDemoChains(source: NodeJS.ProcessEnv, config: Config): Promise<DemoChains> {
  const devChains = await startOnFixedOrFreePorts();
  try {
    await unrepeatableHashes(devChains);
    const key = loadOrCreateDemoDepositKey(path.join(config.dataDir, 'demo-deposit-key.json'));
    const merged = loadConfig({
      ...source,
      ...devChains.env,
      DEPOSIT_XPUB: config.DEPOSIT_XPUB ?? key.xpub,
      DEMO: 'true',
    });
    // Local chains answer at once: poll often so receipts and confirmations show without delay.
    const chainSettings = resolveChainSettings(merged, devChains.identities, { pollingIntervalMs: 100 });
    return {
      config: merged,
      chainSettings,
      devChains,
      describe: () => describeDemoChains(devChains),
      stop: devChains.stop,
    };
  } catch (error) {
    await devChains.stop();
    throw error;
  }
}

async function startOnFixedOrFreePorts(): Promise<DevChains> {
  try {
    return await startDevChains({ port: DEMO_CHAIN_PORT, blockIntervalMs: BLOCK_INTERVAL_MS });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    return startDevChains({ blockIntervalMs: BLOCK_INTERVAL_MS });
  }
}

/**
 * The chains restart empty while the database keeps its deposits. Without care, the demo wallet's
 * first transfer after a restart would repeat an earlier one exactly (same nonce, same payload,
 * same hash) and count as already credited. Starting its nonce at a random height makes every
 * run's transactions new.
 */
async function unrepeatableHashes(devChains: DevChains): Promise<void> {
  for (const network of networks) {
    const chain = devChains.chains[network];
    const current = BigInt(
      (await chain.provider.request({
        method: 'eth_getTransactionCount',
        params: [chain.demoWallet.address, 'latest'],
      })) as string,
    );
    const jump = BigInt(Math.floor(Math.random() * 1_000_000_000));
    await chain.provider.request({
      method: 'hardhat_setNonce',
      params: [chain.demoWallet.address, toHex(current + 1_000_000n + jump)],
    });
  }
}

export function describeDemoChains(devChains: DevChains): string[] {
  return networks.map((network) => {
    const chain = devChains.chains[network];
    return `Demo chain ${chain.identity.name} (chain id ${chain.chainId}) at ${chain.rpcUrl}`;
  });
}
