/**
 * Group commit: concurrent requests share one transaction. A request waits in a queue; whenever
 * fewer than `groupsInFlightMax` groups run, the oldest waiting requests form the next group (up to
 * `groupSizeMax`), so under load one commit carries many transfers, and alone a request runs at
 * once. Two groups in flight never share an account, so groups never wait for each other's row
 * locks, and all requests on a hot account share one group; a request whose account is busy, and
 * every later request on that account, waits for the next group, which keeps each account's
 * requests in arrival order.
 */
export interface GroupCommitOptions {
  groupsInFlightMax: number;
  groupSizeMax: number;
}

interface Waiting<I, O> {
  item: I;
  keys: string[];
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

/** `run` answers one outcome per item, in order: a value, or the Error that item failed with. */
export function createGroupCommit<I, O>(
  options: GroupCommitOptions,
  keysOf: (item: I) => string[],
  run: (items: I[]) => Promise<(O | Error)[]>,
) {
  let queue: Waiting<I, O>[] = [];
  const busy = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  function take(): Waiting<I, O>[] {
    const group: Waiting<I, O>[] = [];
    const kept: Waiting<I, O>[] = [];
    const blocked = new Set<string>();
    for (const waiting of queue) {
      const free = waiting.keys.every((key) => !busy.has(key) && !blocked.has(key));
      if (free && group.length < options.groupSizeMax) group.push(waiting);
      else {
        kept.push(waiting);
        for (const key of waiting.keys) blocked.add(key);
      }
    }
    queue = kept;
    return group;
  }

  async function runGroup(group: Waiting<I, O>[]): Promise<void> {
    const keys = new Set(group.flatMap((waiting) => waiting.keys));
    for (const key of keys) busy.add(key);
    try {
      const outcomes = await run(group.map((waiting) => waiting.item));
      group.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome instanceof Error) waiting.reject(outcome);
        else waiting.resolve(outcome as O);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    } finally {
      for (const key of keys) busy.delete(key);
      inFlight -= 1;
      schedule();
    }
  }

  /**
   * Forms groups on the next turn of the event loop rather than at once, so requests made in the
   * same turn (and callers woken by the last commit) share a group.
   */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < options.groupsInFlightMax && queue.length > 0) {
      const group = take();
      if (group.length === 0) return;
      inFlight += 1;
      void runGroup(group);
    }
  }

  return {
    submit(item: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, keys: keysOf(item), resolve, reject });
        schedule();
      });
    },
  };
}
