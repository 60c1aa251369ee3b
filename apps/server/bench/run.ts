import { runChainScanBench } from './chain-scan.ts';
import { runDepositWatcherBench } from './deposit-watcher.ts';
import { runLedgerBench } from './ledger-bench.ts';
import { runSettlementBench } from './settlement-bench.ts';

/** `npm run bench`: benchmarks that print throughput and ratios; not tests, nothing is asserted on time. */
await runLedgerBench();
await runChainScanBench(Number.parseInt(process.env.BENCH_CHAIN_TRANSFERS ?? '10000', 10));
await runSettlementBench();
await runDepositWatcherBench(Number.parseInt(process.env.BENCH_WATCHER_TRANSFERS ?? '10000', 10));
