import type { DbOrTx } from './client.ts';

/**
 * A named prepared statement, built by Drizzle once per database (or open transaction) and then
 * executed with its placeholders filled: a read that members poll is not rebuilt in JavaScript on
 * every request, and PostgreSQL keeps its generic plan after five executions, unless it prices
 * that plan above the custom ones: then it plans every execution again (seen in
 * tasks.snapshot.ts, where an optimisation fence did it). The polled benchmark shows that cost.
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
