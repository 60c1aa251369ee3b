/**
 * The name of the unique constraint a failed query violated, or undefined. Drizzle wraps the
 * driver's error, so the PostgreSQL error (code 23505, same on PGlite) may sit in `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
