import { describe, expect, it } from 'vitest';
import { freshShared } from './fresh-shared.ts';

/** A computation whose runs the test finishes one by one. */
function controlled() {
  const runs: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const compute = () =>
    new Promise<number>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { runs, compute };
}

/** Lets the promise reactions already queued run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('freshShared', () => {
  it('runs once for callers who come together and answers each from a run that started after it came', async () => {
    const { runs, compute } = controlled();
    const shared = freshShared(compute);
    const first = shared();
    const second = shared();
    const third = shared();
    expect(runs).toHaveLength(1);
    runs[0]?.resolve(1);
    expect(await first).toBe(1);
    await settled();
    // The second and third came while run 1 was under way: they share run 2, started after it.
    expect(runs).toHaveLength(2);
    runs[1]?.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('starts afresh when nothing is under way, and a failed run fails only its own callers', async () => {
    const { runs, compute } = controlled();
    const shared = freshShared(compute);
    const failing = shared();
    const waiting = shared();
    runs[0]?.reject(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    await settled();
    runs[1]?.resolve(7);
    expect(await waiting).toBe(7);
    const later = shared();
    expect(runs).toHaveLength(3);
    runs[2]?.resolve(8);
    expect(await later).toBe(8);
  });
});
