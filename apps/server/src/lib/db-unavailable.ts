/**
 * Whether a failed query failed because the database could not be reached, rather than because of
 * the query: PostgreSQL restarting (connections refused or ended, SQLSTATE classes 08 and 57P), too
 * many connections (53300), or the pool's connection timeout passing while every connection is busy.
 * Such a request changed nothing and may be retried; it answers 503, never 500 (rule 45).
 * Drizzle wraps the driver's error, and Node reports a refused dual-stack connect as an
 * AggregateError, so the search follows `cause` and `errors`.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
// The pool's and the client's own messages for a connection that ended or never came.
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|not queryable/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const current = pending.shift() as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (!current || typeof current !== 'object') continue;
    const code = typeof current.code === 'string' ? current.code : '';
    if (SOCKET_CODES.has(code) || SQLSTATES.test(code)) return true;
    if (typeof current.message === 'string' && DRIVER_MESSAGES.test(current.message)) return true;
    if (current.cause) pending.push(current.cause);
    if (Array.isArray(current.errors)) pending.push(...current.errors);
  }
  return false;
}
