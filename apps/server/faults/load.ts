/**
 * HTTP as a member's browser does it, counted: every request sent, every answer by status (0 = no
 * answer: refused or reset), and a probe that measures the longest stretch the service was away.
 */
export class Tally {
  sent = 0;
  readonly byStatus = new Map<number, number>();
  /** The longest wait for a 503: how long the bound on waiting for a connection held a request. */
  slowest503Ms = 0;
  /** That request, `METHOD /url`. */
  slowest503 = '';

  async call(
    baseUrl: string,
    method: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: unknown }> {
    this.sent += 1;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let status = 0;
    let body: unknown;
    const startedAt = performance.now();
    try {
      const res = await fetch(`${baseUrl}${url}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      body = await res.json().catch(() => undefined);
    } catch {
      status = 0;
    }
    const tookMs = Math.round(performance.now() - startedAt);
    if (status === 503 && tookMs > this.slowest503Ms) {
      this.slowest503Ms = tookMs;
      this.slowest503 = `${method} ${url}`;
    }
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    return { status, body };
  }

  /** Non-2xx answers by status, e.g. `503×41` (none: `none`). */
  errors(): string {
    const failed = [...this.byStatus].filter(([status]) => status < 200 || status >= 300);
    return failed.length === 0
      ? 'none'
      : failed
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`)
          .join(', ');
  }

  count(predicate: (status: number) => boolean): number {
    return [...this.byStatus].filter(([status]) => predicate(status)).reduce((sum, [, n]) => sum + n, 0);
  }
}

/** An answer that says nothing happened and the same request may be sent again. */
export const retryable = (status: number) => status === 0 || status === 503;

/**
 * Sends one intent until the server gives a definite answer, with the same Idempotency-Key each
 * time (as the web app does), so a retry after a lost answer is never a second request.
 */
export async function untilAnswered(
  send: () => Promise<{ status: number; body: unknown }>,
): Promise<{ status: number; body: unknown }> {
  for (;;) {
    const answer = await send();
    if (!retryable(answer.status)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Asks `url` (a route that reads the database) one request after another, 50 ms apart; the
 * longest time between two 200 answers (a request held waiting counts as much as one refused) is
 * the longest unavailability, less the 50 ms pause.
 */
export function probe(baseUrl: string, url: string, token: string) {
  let stopped = false;
  let lastOkAt = performance.now();
  let longestMs = 0;
  const upAt: number[] = [];
  const loop = (async () => {
    while (!stopped) {
      const ok = await fetch(`${baseUrl}${url}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      }).then(
        (res) => res.status === 200,
        () => false,
      );
      const now = performance.now();
      if (ok) {
        longestMs = Math.max(longestMs, now - lastOkAt - 50);
        lastOkAt = now;
        upAt.push(now);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    /** performance.now() of the first 200 seen after `since`, if any yet. */
    firstUpAfter: (since: number) => upAt.find((at) => at > since),
    async stop(): Promise<number> {
      stopped = true;
      await loop;
      return Math.max(0, Math.round(longestMs));
    },
  };
}

/**
 * Asks `/api/health/live` (which waits for no database) one request after another, 100 ms apart:
 * the longest answer is what the machine alone adds to any request meanwhile (a starved process,
 * a late timer).
 */
export function liveness(baseUrl: string) {
  let stopped = false;
  let longestMs = 0;
  const loop = (async () => {
    while (!stopped) {
      const startedAt = performance.now();
      await fetch(`${baseUrl}/api/health/live`, { signal: AbortSignal.timeout(10_000) }).then(
        (res) => res.arrayBuffer(),
        () => undefined,
      );
      longestMs = Math.max(longestMs, performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop(): Promise<number> {
      stopped = true;
      await loop;
      return Math.round(longestMs);
    },
  };
}
