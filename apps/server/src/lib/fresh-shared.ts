/**
 * Shares one run of `compute` among the callers that arrive while a run is under way, without
 * ever answering a caller with a run that started before it arrived: a caller who comes during a
 * run waits for the next one, which starts when that run ends and serves everyone who came
 * meanwhile. Global figures asked by many at once (the admin dashboard's) are then computed at
 * most twice at a time, and every answer is as fresh as the request that asked for it.
 */
export function freshShared<T>(compute: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const ignore = () => undefined;

  function start(): Promise<T> {
    const run = compute().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  }

  return () => {
    if (!running) return start();
    next ??= running.then(ignore, ignore).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
