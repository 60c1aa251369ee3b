import { vi } from 'vitest';

/** What the app sent: method, path under /api (with its query), parsed JSON body and headers. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

type Route = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/** An answer the test releases when it is ready, to look at the form while the request is out. */
export function heldAnswer(answer: Answer): { route: () => Promise<Answer>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { route: () => released.then(() => answer), release };
}

/** The contracts' error body, as the server answers a refusal. */
export function refusal(
  status: number,
  message: string,
  errors: { path: string; msg: string }[] = [],
  code = 'REFUSED',
): Answer {
  return { status, body: { message, code, errors } };
}

/**
 * The server, faked at the app's boundary (the global `fetch`): each request is answered from the
 * table by `METHOD /path`, and recorded, so a test asserts what the form sent. A request the
 * table does not answer gets a 404 and is listed in `unanswered`.
 */
export function fakeApi(routes: Record<string, Route>) {
  const sent: SentRequest[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: { ...(init.headers as Record<string, string>) },
      };
      sent.push(request);
      const key = `${request.method} ${request.path}`;
      const route = routes[key];
      if (!route) unanswered.push(key);
      const answer = route ? (typeof route === 'function' ? await route(request) : route) : { status: 404 };
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    sent,
    unanswered,
    /** The requests sent to `METHOD /path`. */
    to: (key: string) => sent.filter((request) => `${request.method} ${request.path}` === key),
  };
}
