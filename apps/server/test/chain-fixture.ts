import { loadConfig } from '../src/config.ts';
import { type DevChains, startDevChains } from '../src/dev-chains/dev-chains.ts';
import { type ChainSettings, resolveChainSettings } from '../src/modules/chain/chain.networks.ts';
import { type ChainService, createChainService } from '../src/modules/chain/chain.service.ts';

/** The two local chains and a chain service pointed at them, for one test file. */
export interface ChainFixture {
  dev: DevChains;
  chain: ChainService;
  /** The settings `chain` was built from, for an app that should read the same chains. */
  settings: ChainSettings;
  /** A chain service with other settings over the same chains (e.g. one network's RPC replaced). */
  serviceWith(change: (settings: ChainSettings) => ChainSettings): ChainService;
  stop(): Promise<void>;
}

export async function startChainFixture(env: Record<string, string> = {}): Promise<ChainFixture> {
  const dev = await startDevChains();
  // Receipts are polled often, so tests do not wait on them. The time limits stay the product's:
  // the chains run in the test's own process, and on a loaded two-core machine a shorter limit can
  // turn a slow answer into a failed watcher run, which then backs off and fails the next step.
  const settings = resolveChainSettings(loadConfig({ ...dev.env, ...env }), dev.identities, {
    pollingIntervalMs: 20,
  });
  return {
    dev,
    chain: createChainService(settings),
    settings,
    serviceWith: (change) => createChainService(change(structuredClone(settings))),
    stop: () => dev.stop(),
  };
}
