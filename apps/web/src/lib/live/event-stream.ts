/**
 * Reads a Server-Sent Events stream with fetch (EventSource cannot send the Bearer header),
 * reconnecting with exponential backoff and `Last-Event-ID`, so the server resumes where the
 * stream broke off. Only event names matter here: an event says what changed, never the data.
 */
export interface EventStreamOptions {
  url: string;
  token: string | null;
  onEvent(kind: string): void;
  onConnected(connected: boolean): void;
  /** The server refused the session (401): the stream stops; the app's own 401 handling signs out. */
  onUnauthorized(): void;
}

const BACKOFF_MS = { first: 1000, max: 30_000 };

/** Splits the text at blank lines; returns the events and the unfinished rest. */
export function parseEvents(text: string): { events: { id?: string; event: string }[]; rest: string } {
  const events: { id?: string; event: string }[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | undefined;
    let event = 'message';
    let hasData = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') hasData = true;
    }
    if (hasData) events.push({ id, event });
  }
  return { events, rest };
}

/** Starts the stream; returns the function that stops it for good. */
export function startEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let delayMs = BACKOFF_MS.first;
  let timer: number | undefined;

  async function readOnce(): Promise<'again' | 'stop'> {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(options.url, { headers, signal: controller.signal, cache: 'no-store' });
    if (response.status === 401) {
      options.onUnauthorized();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    options.onConnected(true);
    delayMs = BACKOFF_MS.first;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      const parsed = parseEvents(text + value);
      text = parsed.rest;
      for (const event of parsed.events) {
        if (event.id) lastEventId = event.id;
        options.onEvent(event.event);
      }
    }
  }

  function connect(): void {
    readOnce()
      .catch(() => 'again' as const)
      .then((next) => {
        options.onConnected(false);
        if (next === 'stop' || controller.signal.aborted) return;
        // Jitter keeps many clients from reconnecting in step after a server restart.
        timer = window.setTimeout(connect, delayMs * (0.5 + Math.random() / 2));
        delayMs = Math.min(delayMs * 2, BACKOFF_MS.max);
      });
  }

  connect();
  return () => {
    controller.abort();
    window.clearTimeout(timer);
    options.onConnected(false);
  };
}
