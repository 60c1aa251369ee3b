import { describe, expect, it } from 'vitest';
import { startJobs } from './job-runner.ts';

const silentLog = { error: () => {} } as never;

describe('the job runner', () => {
  it('runs again at once while a job has more to do, never overlaps a job, and stops cleanly', async () => {
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    let finish: () => void = () => {};
    const allDone = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const jobs = startJobs(
      [
        {
          name: 'batches',
          intervalMs: 60_000,
          run: async () => {
            concurrent += 1;
            maxConcurrent = Math.max(maxConcurrent, concurrent);
            await new Promise((resolve) => setImmediate(resolve));
            concurrent -= 1;
            runs += 1;
            if (runs === 3) finish();
            return runs < 3;
          },
        },
      ],
      silentLog,
    );
    await allDone;
    await jobs.stop();
    expect(runs).toBe(3);
    expect(maxConcurrent).toBe(1);
  });

  it('keeps a failing job scheduled and logs the failure', async () => {
    const logged: unknown[] = [];
    let runs = 0;
    let finish: () => void = () => {};
    const twice = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const jobs = startJobs(
      [
        {
          name: 'flaky',
          intervalMs: 1,
          run: async () => {
            runs += 1;
            if (runs === 2) finish();
            throw new Error('boom');
          },
        },
      ],
      { error: (entry: unknown) => logged.push(entry) } as never,
    );
    await twice;
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });
});
