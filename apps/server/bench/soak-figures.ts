import { Tally } from '../faults/load.ts';

/** The soak's figures: every request's duration by route and its answer by status. */
export class RouteTimes {
  readonly tally = new Tally();
  private readonly durations = new Map<string, number[]>();
  private readonly startedAt = performance.now();

  async call(
    baseUrl: string,
    method: string,
    route: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: unknown }> {
    const started = performance.now();
    const answer = await this.tally.call(baseUrl, method, url, options);
    const list = this.durations.get(route) ?? [];
    list.push(performance.now() - started);
    this.durations.set(route, list);
    return answer;
  }

  serverErrors(): number {
    return this.tally.count((status) => status >= 500 || status === 0);
  }

  print(minutes: number): void {
    const seconds = (performance.now() - this.startedAt) / 1000;
    const sent = this.tally.sent;
    console.info(
      `requests: ${sent} in ${Math.round(seconds)} s (${(sent / seconds).toFixed(1)} rps; planned ${minutes} min)`,
    );
    console.info(`answers other than 2xx by status: ${this.tally.errors()}`);
    console.info('route | requests | p50 ms | p95 ms | p99 ms');
    for (const [route, list] of [...this.durations].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      console.info(`${route} | ${sorted.length} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)}`);
    }
  }
}

/** One reading of a server process's memory, `atS` seconds into the soak. */
export interface MemorySample {
  atS: number;
  rssMiB: number;
  /** V8 heap in use after a full collection. */
  heapMiB: number;
}

/** The least-squares slope of `value` over time, in its unit per minute (0 with fewer than two samples). */
export function slopePerMinute(samples: MemorySample[], value: (sample: MemorySample) => number): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanT = samples.reduce((sum, s) => sum + s.atS, 0) / n;
  const meanV = samples.reduce((sum, s) => sum + value(s), 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.atS - meanT) * (value(s) - meanV);
    variance += (s.atS - meanT) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

/** Growth of the heap after a full collection over the second half allowed, as a share of its mean there (at least 2 MiB). */
const HEAP_GROWTH_ALLOWED = 0.03;
const HEAP_GROWTH_FLOOR_MIB = 2;
/** Fewer samples than this in the second half say nothing of a trend. */
const TREND_SAMPLES_MIN = 4;

/**
 * The soak's "no growth trend" (the issue's criterion, made a number): over the second half of the
 * run, when every member has arrived and the heap has warmed up, the least-squares line through a
 * process's heap after a full collection must not rise by more than 3% of that heap (at least
 * 2 MiB) across the half. RSS is printed beside it but not judged: the allocator returns memory
 * to the system in steps of tens of MiB, so its line says more of those steps than of a leak.
 * Returns the lines to print (each process's samples and trend) and the problems (none when the
 * heap holds).
 */
export function judgeMemory(samples: MemorySample[][]): { lines: string[]; problems: string[] } {
  const lines: string[] = [];
  const problems: string[] = [];
  for (const [i, series] of samples.entries()) {
    const name = `process ${i + 1}`;
    const endS = series.at(-1)?.atS ?? 0;
    const half = series.filter((sample) => sample.atS >= endS / 2);
    lines.push(
      `${name} memory samples (s: heap after GC MiB / RSS MiB): ${series
        .map((x) => `${Math.round(x.atS)}: ${x.heapMiB.toFixed(1)}/${x.rssMiB}`)
        .join(', ')}`,
    );
    if (half.length < TREND_SAMPLES_MIN) {
      lines.push(`${name}: ${half.length} samples in the second half, too few to judge a trend`);
      continue;
    }
    const mean = half.reduce((sum, x) => sum + x.heapMiB, 0) / half.length;
    const heapSlope = slopePerMinute(half, (x) => x.heapMiB);
    const minutes = ((half.at(-1)?.atS ?? 0) - (half[0]?.atS ?? 0)) / 60;
    const growth = heapSlope * minutes;
    const allowed = Math.max(HEAP_GROWTH_FLOOR_MIB, HEAP_GROWTH_ALLOWED * mean);
    lines.push(
      `${name}: second half (from ${Math.round(half[0]?.atS ?? 0)} s, ${half.length} samples): heap after GC ${mean.toFixed(1)} MiB, ${heapSlope >= 0 ? '+' : ''}${heapSlope.toFixed(2)} MiB/min, fitted growth ${growth.toFixed(1)} MiB (allowed ${allowed.toFixed(1)}); RSS ${slopePerMinute(half, (x) => x.rssMiB).toFixed(1)} MiB/min (not judged)`,
    );
    if (growth > allowed)
      problems.push(
        `${name}'s heap after GC grew ${growth.toFixed(1)} MiB over the second half (${heapSlope.toFixed(2)} MiB/min), more than ${allowed.toFixed(1)} MiB`,
      );
  }
  return { lines, problems };
}
