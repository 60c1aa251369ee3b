import {
  BaseError,
  createTransport,
  fallback,
  type Hex,
  HttpRequestError,
  hexToNumber,
  http,
  TimeoutError,
  type Transport,
} from 'viem';

/**
 * A network's JSON-RPC endpoints (one or more URLs, the first preferred), as one viem transport.
 * Each endpoint proves it serves the configured chain (its `eth_chainId`) before its first answer
 * is used, again after every failure (a reconnect may reach another node) and again once its last
 * proof is older than `chainIdRecheckMs` (a provider may switch chains without ever failing); an
 * endpoint that answers a wrong chain id is never used, so a misconfigured or lying provider can
 * credit nothing, and one that switched is caught within that bound.
 * With several URLs, viem's `fallback` tries them in order and an endpoint that failed is skipped
 * for a back-off period (doubling up to a bound), so a dead primary does not cost every call its
 * timeout; with one URL there is nothing to skip to and the caller's own back-off applies.
 */
export interface EndpointOptions {
  chainId: number;
  timeoutMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** How old a chain id proof may grow before the next call asks again (one `eth_chainId`). */
  chainIdRecheckMs?: number;
  now?: () => number;
}

export const defaultChainIdRecheckMs = 60_000;

export const defaultEndpointBackoff = { backoffBaseMs: 30_000, backoffMaxMs: 600_000 } as const;

/** The endpoint serves another chain than the configured one. */
export class ChainIdMismatchError extends BaseError {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`The network RPC serves chain id ${actual}, not the configured ${expected}`, {
      name: 'ChainIdMismatchError',
    });
  }
}

/** The endpoint failed recently and is skipped until its back-off ends. */
export class EndpointSkippedError extends BaseError {
  constructor(
    readonly reason: string,
    readonly untilMs: number,
  ) {
    super(reason, { name: 'EndpointSkippedError' });
  }
}

/** A failure of the endpoint itself (as opposed to an answer that refuses one request). */
export function isEndpointFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return (
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        cause instanceof ChainIdMismatchError ||
        cause instanceof EndpointSkippedError,
    ) !== null
  );
}

/** What went wrong with the endpoint, safe to show (viem's messages carry the URL and its key). */
export function describeEndpointFailure(error: BaseError): string | null {
  const found = error.walk(
    (cause) =>
      cause instanceof ChainIdMismatchError ||
      cause instanceof EndpointSkippedError ||
      cause instanceof TimeoutError ||
      cause instanceof HttpRequestError,
  );
  if (found instanceof ChainIdMismatchError || found instanceof EndpointSkippedError)
    return found.shortMessage;
  if (found instanceof TimeoutError) return 'The network RPC did not answer in time';
  if (found instanceof HttpRequestError) {
    if (found.status) return `The network RPC answered HTTP ${found.status}`;
    return found.walk((cause) => cause instanceof SyntaxError)
      ? 'The network RPC answered malformed JSON'
      : 'The network RPC is unreachable';
  }
  return null;
}

export function endpointsTransport(urls: readonly string[], options: EndpointOptions): Transport {
  const skipFailing = urls.length > 1;
  const transports = urls.map((url) => checkedEndpoint(url, options, skipFailing));
  // Ranking off: order is the operator's (primary first); failed endpoints skip themselves.
  return transports.length === 1 ? (transports[0] as Transport) : fallback(transports, { rank: false });
}

function checkedEndpoint(url: string, options: EndpointOptions, skipFailing: boolean): Transport {
  const now = options.now ?? Date.now;
  // One quick retry covers a dropped connection; more would outlast the caller's timeout.
  const inner = http(url, { timeout: options.timeoutMs, retryCount: 1, retryDelay: 100, batch: false });
  const recheckMs = options.chainIdRecheckMs ?? defaultChainIdRecheckMs;
  // When the endpoint last proved its chain id; null until it has (and again after a failure).
  let chainIdCheckedAt: number | null = null;
  let failures = 0;
  let skippedUntil = 0;
  let lastFailure = '';

  return (params) => {
    const endpoint = inner(params);
    const request = async (args: { method: string; params?: unknown }) => {
      if (skipFailing && skippedUntil > now()) throw new EndpointSkippedError(lastFailure, skippedUntil);
      try {
        if (chainIdCheckedAt === null || now() - chainIdCheckedAt >= recheckMs) {
          const actual = hexToNumber((await endpoint.request({ method: 'eth_chainId' })) as Hex);
          if (actual !== options.chainId) throw new ChainIdMismatchError(options.chainId, actual);
          chainIdCheckedAt = now();
        }
        const answer = await endpoint.request(args as Parameters<typeof endpoint.request>[0]);
        failures = 0;
        return answer;
      } catch (error) {
        if (isEndpointFailure(error)) {
          chainIdCheckedAt = null;
          failures += 1;
          lastFailure = describeEndpointFailure(error as BaseError) ?? 'The network RPC failed';
          const delay = options.backoffBaseMs * 2 ** Math.min(failures - 1, 16);
          skippedUntil = now() + Math.min(options.backoffMaxMs, delay);
        }
        throw error;
      }
    };
    return createTransport({
      key: 'checked-http',
      name: 'Checked HTTP JSON-RPC',
      type: 'checked-http',
      request: request as never,
      retryCount: 0,
      timeout: options.timeoutMs,
    });
  };
}
