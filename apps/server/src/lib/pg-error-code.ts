/**
 * The SQLSTATE of a failed query (e.g. '23505' unique violation, '23503' foreign key, '40001'
 * serialization failure), or undefined. Drizzle wraps the driver's error, so the PostgreSQL error
 * (same codes on PGlite) may sit in `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code;
    current = candidate.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const LOCK_NOT_AVAILABLE = '55P03';
