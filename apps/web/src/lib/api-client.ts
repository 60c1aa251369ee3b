import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorBody, FieldError } from '@nova/contracts';
import type { z } from 'zod';
import { takeEarlyResponse } from './early-requests.ts';
import { translateServerText } from './i18n/server-texts.ts';
import { clearToken, getToken } from './session-token.ts';

/**
 * The one way the app talks to the API: base `/api`, JSON, the Bearer token when
 * one is stored, a 30-second time-out, and every failure as an `ApiError` carrying the server's
 * `{message, code, errors}`. A 401 on a request that carried a token means the session is over:
 * the token is cleared and the registered handler sends the browser to /login.
 */
const API_BASE = '/api';
const TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(message: string, status: number, code: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/**
 * The server's (or the connection's) message when there is one, in the active language, else the
 * screen's fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'HTTP_ERROR'
    ? translateServerText(error.message, error.code)
    : fallback;
}

let onSessionExpired: () => void = () => {};

/** Called once by the app: what to do when the server says the session is no longer valid. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer with the shared contract, so the screen works on checked data. */
  schema?: z.ZodType<T>;
  /** For money-moving POSTs (rule 4): the same key for every retry of one intent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * For a read: how old an answer from the server's memory it accepts, in seconds (sent as
   * `Cache-Control: max-age`); without it the server reads now. Polls say their interval.
   */
  acceptAgeSeconds?: number;
}

/**
 * The contracts' error body, checked by hand: this file is in the entry chunk, and the zod
 * schema would bring zod into it (decision 008: zod loads with the first screen that parses).
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { message, code, errors } = body as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    typeof code === 'string' &&
    Array.isArray(errors) &&
    errors.every(
      (error: unknown) =>
        typeof error === 'object' &&
        error !== null &&
        typeof (error as FieldError).path === 'string' &&
        typeof (error as FieldError).msg === 'string',
    )
  );
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) return new ApiError(body.message, response.status, body.code, body.errors);
  return new ApiError(`Request failed (${response.status})`, response.status, 'HTTP_ERROR');
}

const timedOut = () => new ApiError(i18n._(msg`The request timed out. Please try again.`), 0, 'TIMEOUT');

async function send(path: string, options: RequestOptions<unknown>, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.acceptAgeSeconds) headers['Cache-Control'] = `max-age=${options.acceptAgeSeconds}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw timedOut();
    if (options.signal?.aborted) throw error;
    throw new ApiError(
      i18n._(msg`Cannot reach the server. Check your connection and try again.`),
      0,
      'NETWORK',
    );
  }
}

/**
 * The answer to a request the page's head sent (`public/boot.js` has no time-out of its own), held
 * to the same time-out as the app's own requests: a server that never answers ends in the
 * time-out message, not in a screen that waits for ever.
 */
async function awaitEarly(early: Promise<Response | null>): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), TIMEOUT_MS);
  });
  try {
    return await Promise.race([early, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = getToken();
  const early = options.method === 'GET' ? takeEarlyResponse(path, token) : null;
  const response = (early && (await awaitEarly(early))) ?? (await send(path, options, token));
  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && token) {
      clearToken();
      onSessionExpired();
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json();
  return options.schema ? options.schema.parse(body) : (body as T);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
