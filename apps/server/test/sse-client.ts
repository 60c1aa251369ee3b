import type { FastifyInstance } from 'fastify';

/** One Server-Sent Event as a client reads it, with the time it arrived (benchmarks). */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
  receivedAtMs?: number;
}

/**
 * A streaming reader of `text/event-stream` over real HTTP, as the web app reads it (fetch with a
 * Bearer header): events collect in `events`; `next(kind)` waits for the next event of a kind.
 */
export interface SseClient {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the next event named `kind` after those already taken by `next`. */
  next(kind: string): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

function parse(block: string): ReceivedEvent | undefined {
  const event: ReceivedEvent = { event: 'message', data: '' };
  let hasField = false;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    else if (field === 'event') event.event = value;
    else if (field === 'data') event.data = value;
    else continue;
    hasField = true;
  }
  return hasField ? event : undefined;
}

/** `target` is an app in this process (made to listen) or the base URL of another process. */
export async function openSse(
  target: FastifyInstance | string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const base = typeof target === 'string' ? target : await baseUrlOf(target);
  const response = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const taken = new Set<ReceivedEvent>();
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  let isEnded = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const event = parse(text.slice(0, end));
          text = text.slice(end + 2);
          if (event) events.push({ ...event, receivedAtMs: performance.now() });
          end = text.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    }
    isEnded = true;
    wake();
  })();
  async function next(kind: string): Promise<ReceivedEvent> {
    for (;;) {
      const found = events.find((event) => event.event === kind && !taken.has(event));
      if (found) {
        taken.add(found);
        return found;
      }
      if (isEnded) throw new Error(`the stream ended before a '${kind}' event`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return { status: response.status, events, next, ended, close: () => controller.abort() };
}
