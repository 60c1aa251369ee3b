import type { DbOrTx } from './client.ts';

/**
 * A named prepared statement, built by Drizzle once per database (or open transaction) and then
 * executed with its placeholders filled: a read that members poll is neither rebuilt in JavaScript
 * nor planned again by PostgreSQL on every request.
 */
export function preparedOnce<Statement>(build: (ex: DbOrTx) => Statement): (ex: DbOrTx) => Statement {
  const built = new WeakMap<DbOrTx, Statement>();
  return (ex) => {
    let statement = built.get(ex);
    if (!statement) {
      statement = build(ex);
      built.set(ex, statement);
    }
    return statement;
  };
}
