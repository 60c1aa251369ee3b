import { runAdminUsersBench } from './admin-users.ts';
import { runChainScanBench } from './chain-scan.ts';
import { runDepositWatcherBench } from './deposit-watcher.ts';
import { runJsBytesBench } from './js-bytes.ts';
import { runLedgerBench } from './ledger-bench.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runPolledBench } from './polled-bench.ts';
import { runProofsBench } from './proofs.ts';
import { runSettlementBench } from './settlement-bench.ts';
import { runSoakBench } from './soak.ts';
import { runSseBench } from './sse.ts';

/**
 * `npm run bench`: benchmarks that print figures and ratios; not tests, nothing is asserted on time.
 * `npm run bench -- ledger settlement` runs only the named ones. Each benchmark is one entry here.
 */
const benchmarks: Record<string, () => Promise<void>> = {
  ledger: () => runLedgerBench(),
  'chain-scan': () => runChainScanBench(Number.parseInt(process.env.BENCH_CHAIN_TRANSFERS ?? '10000', 10)),
  settlement: () => runSettlementBench(),
  'admin-users': () => runAdminUsersBench(),
  'deposit-watcher': () =>
    runDepositWatcherBench(Number.parseInt(process.env.BENCH_WATCHER_TRANSFERS ?? '10000', 10)),
  'js-bytes': () => runJsBytesBench(),
  sse: () => runSseBench(),
  polled: () => runPolledBench(),
  lighthouse: () => runLighthouseBench(),
  proofs: () => runProofsBench(),
  soak: () =>
    runSoakBench(
      Number.parseInt(process.env.SOAK_MEMBERS ?? '300', 10),
      Number.parseFloat(process.env.SOAK_MINUTES ?? '10'),
    ),
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in benchmarks));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benchmarks).join(', ')}`);
  process.exit(2);
}
// The soak runs for minutes: only when named.
for (const name of requested.length > 0 ? requested : Object.keys(benchmarks).filter((n) => n !== 'soak')) {
  console.info(`\n=== ${name}`);
  await benchmarks[name]?.();
}
