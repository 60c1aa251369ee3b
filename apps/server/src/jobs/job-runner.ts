import type { FastifyBaseLogger } from 'fastify';

/**
 * Background jobs run in process (DESIGN.md §3 Jobs, STYLE.md §9): each job is one bounded batch
 * per run, safe to run twice and in several processes at once (the job itself takes row locks or
 * leases). A run that says there is more to do is followed at once; otherwise the next run waits
 * the job's interval. Runs of one job never overlap in a process; a failure is logged and the job
 * carries on at its interval. `stop()` waits for the runs in progress.
 */
export interface Job {
  name: string;
  intervalMs: number;
  /** Returns true when more work is waiting (run again without waiting). */
  run(): Promise<boolean>;
}

export interface RunningJobs {
  stop(): Promise<void>;
}

export function startJobs(jobs: Job[], log: FastifyBaseLogger): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();

  function schedule(job: Job, delayMs: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const running = runOnce(job);
      inFlight.add(running);
      running.finally(() => inFlight.delete(running));
    }, delayMs);
    timers.add(timer);
  }

  async function runOnce(job: Job): Promise<void> {
    let again = false;
    try {
      again = await job.run();
    } catch (error) {
      log.error({ err: error, job: job.name }, 'background job failed');
    }
    schedule(job, again ? 0 : job.intervalMs);
  }

  for (const job of jobs) schedule(job, 0);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
