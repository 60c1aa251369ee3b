import type { FastifyBaseLogger } from 'fastify';

/**
 * Background jobs run in process (rule 39): each job is one bounded batch
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
  /** When the runner last ticked (a timer of its own), for readiness: a stuck process stops ticking. */
  lastBeatAt(): Date;
}

/** Told of every run (metrics): the job, whether it threw, and how long it took. */
export type JobObserver = (run: { job: string; ok: boolean; durationMs: number; finishedAt: Date }) => void;

const HEARTBEAT_MS = 5_000;

export function startJobs(jobs: Job[], log: FastifyBaseLogger, observe: JobObserver = () => {}): RunningJobs {
  let stopped = false;
  let beat = new Date();
  const heartbeat = setInterval(() => {
    beat = new Date();
  }, HEARTBEAT_MS);
  heartbeat.unref();
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
    let ok = true;
    const startedAt = performance.now();
    try {
      again = await job.run();
    } catch (error) {
      ok = false;
      log.error({ err: error, job: job.name }, 'background job failed');
    }
    observe({ job: job.name, ok, durationMs: performance.now() - startedAt, finishedAt: new Date() });
    schedule(job, again ? 0 : job.intervalMs);
  }

  for (const job of jobs) schedule(job, 0);
  return {
    lastBeatAt: () => beat,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
