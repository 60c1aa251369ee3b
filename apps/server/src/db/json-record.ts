import { Column, type GetColumnData, is, type SQL, sql } from 'drizzle-orm';

/**
 * A record's fields: table columns, decoded as Drizzle decodes them, or expressions whose JSON
 * value is taken as it is (write amounts as text: a JSON number is a float).
 */
type Field = Column | SQL<unknown>;

export type JsonRecordOf<Fields extends Record<string, Field>> = {
  [Name in keyof Fields]: Fields[Name] extends Column
    ? GetColumnData<Fields[Name]>
    : Fields[Name] extends SQL<infer Value>
      ? Value
      : never;
};

/** SQL types whose JSON number would lose digits: sent as text and decoded by their column. */
const EXACT_AS_TEXT = /^(bigint|numeric|decimal)/;

/**
 * Fields read as ONE json value the database builds, decoded here into the row Drizzle would have
 * mapped. A read that members poll answers a few such values instead of dozens of columns: pg then
 * describes and parses one column per record instead of one per field, and Drizzle maps one, which
 * under load was most of what the Node thread spent on the Tasks screen's read beyond a bare query.
 * `json` is the value as text (null where its row is missing, as in a left join); `decode` takes
 * that text.
 */
export function jsonRecord<Fields extends Record<string, Field>>(fields: Fields) {
  const entries = Object.entries(fields);
  for (const [name] of entries) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`jsonRecord: unsafe field name '${name}'`);
  }
  const value = (field: Field) =>
    is(field, Column) && EXACT_AS_TEXT.test(field.getSQLType()) ? sql`${field}::text` : field;
  const pairs = entries.map(([name, field]) => sql`${sql.raw(`'${name}'`)}, ${value(field)}`);
  const decoders = entries.map(([name, field]) => [name, is(field, Column) ? field : undefined] as const);
  return {
    json: sql<string | null>`json_build_object(${sql.join(pairs, sql`, `)})::text`,
    decode(text: string | null): JsonRecordOf<Fields> | null {
      if (text === null) return null;
      const parsed = JSON.parse(text) as Record<string, unknown>;
      const record: Record<string, unknown> = {};
      for (const [name, column] of decoders) {
        const raw = parsed[name] ?? null;
        record[name] = column && raw !== null ? column.mapFromDriverValue(raw) : raw;
      }
      return record as JsonRecordOf<Fields>;
    },
  };
}
