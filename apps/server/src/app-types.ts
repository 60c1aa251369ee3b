import type { DevChains } from './dev-chains/dev-chains.ts';
import type { ModuleDeps } from './module-types.ts';
import type { ChainSettings } from './modules/chain/index.ts';
import type { DepositsOptions } from './modules/deposits/index.ts';
import type { PayoutWatcherOptions } from './modules/payouts/index.ts';

/** What the app is built from: tests pass their own clock, database and configuration. */
export interface AppDeps extends ModuleDeps {
  /** Resolved chain settings (the demo's local chains, tests); default: from the configuration. */
  chainSettings?: ChainSettings;
  /** Local chains this process runs (the demo, browser tests): enables 'Send a test transfer'. */
  devChains?: DevChains;
  /** Deposit watcher limits and a hosted-checkout stand-in (tests). */
  deposits?: DepositsOptions;
  /** Payout watcher limits (tests). */
  payoutWatcher?: Partial<PayoutWatcherOptions>;
}
