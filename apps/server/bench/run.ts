import { runChainScanBench } from './chain-scan.ts';

/** `npm run bench`: benchmarks that print throughput; not tests, nothing is asserted on time. */
await runChainScanBench(Number(process.env.BENCH_TRANSFERS ?? 10_000));
