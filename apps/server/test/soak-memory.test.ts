import { describe, expect, it } from 'vitest';
import { judgeMemory, type MemorySample, slopePerMinute } from '../bench/soak-figures.ts';

/** The soak's memory verdict (bench/soak.ts) on made-up samples: a warm-up then flat, and a leak. */
const series = (heapAt: (s: number) => number, rssAt: (s: number) => number = () => 200): MemorySample[] =>
  Array.from({ length: 25 }, (_, i) => ({ atS: i * 5, heapMiB: heapAt(i * 5), rssMiB: rssAt(i * 5) }));

describe("the soak's memory trend", () => {
  it('fits the least-squares slope per minute', () => {
    expect(
      slopePerMinute(
        series((s) => 50 + s / 60),
        (x) => x.heapMiB,
      ),
    ).toBeCloseTo(1, 6);
    expect(slopePerMinute(series(() => 50).slice(0, 1), (x) => x.heapMiB)).toBe(0);
  });

  it('passes a heap that warms up in the first half and then holds, whatever the RSS does', () => {
    const warmUpThenFlat = series(
      (s) => (s < 60 ? 55 + s / 10 : 61 + ((s / 5) % 2) * 0.4),
      (s) => (s < 90 ? 230 : 180),
    );
    const verdict = judgeMemory([warmUpThenFlat]);
    expect(verdict.problems).toEqual([]);
    expect(verdict.lines.join('\n')).toMatch(/second half \(from 60 s, 13 samples\)/);
  });

  it('fails a heap that keeps growing through the second half', () => {
    // 3 MiB a minute: 3 MiB over the last minute, past 3% of about 65 MiB (2 MiB).
    const leaking = series((s) => 60 + (s / 60) * 3);
    const verdict = judgeMemory([series(() => 60), leaking]);
    expect(verdict.problems).toHaveLength(1);
    expect(verdict.problems[0]).toMatch(/^process 2's heap after GC grew 3\.0 MiB/);
  });

  it('does not judge a run too short to show a trend', () => {
    const short = series((s) => 60 + s).slice(0, 5);
    expect(judgeMemory([short]).problems).toEqual([]);
  });
});
