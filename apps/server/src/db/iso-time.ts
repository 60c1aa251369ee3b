import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * A timestamptz as the text `Date.prototype.toISOString` writes (UTC, milliseconds), made by the
 * database: a statement that answers thousands of rows (a referral tree) sends them ready for the
 * response instead of having each parsed into a Date and written out again.
 */
export function isoTimeText(time: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
