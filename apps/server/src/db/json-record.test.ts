import { asc, sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { jsonRecord } from './json-record.ts';

/** A table of this test's own, with a column of every kind the polled reads send as json. */
const samples = pgTable('json_record_samples', {
  id: integer('id').primaryKey(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at'),
  day: date('day', { mode: 'string' }),
  tags: jsonb('tags').$type<string[]>(),
  note: text('note'),
  flag: boolean('flag'),
});

const record = jsonRecord({
  id: samples.id,
  amount: samples.amount,
  at: samples.at,
  localAt: samples.localAt,
  day: samples.day,
  tags: samples.tags,
  note: samples.note,
  flag: samples.flag,
  doubled: sql<string>`(${samples.amount} * 2)::text`,
});

describe('jsonRecord', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table json_record_samples (
      id integer primary key, amount bigint not null, at timestamptz not null, local_at timestamp,
      day date, tags jsonb, note text, flag boolean)`);
    await database.db.insert(samples).values([
      {
        id: 1,
        // Beyond 2^53: a JSON number would come back rounded.
        amount: 9_007_199_254_740_993n,
        at: sql`'2026-11-27 07:49:33.138456+00'`,
        localAt: sql`'2026-11-27 07:49:33.5'`,
        day: '2026-11-27',
        tags: ['front light', 'bell'],
        note: 'quote " and \\ and ünïcode',
        flag: true,
      } as never,
      { id: 2, amount: -5n, at: new Date('2026-01-01T00:00:00Z') },
    ]);
  });
  afterAll(() => database.close());

  it('decodes every field as Drizzle maps the same columns, amounts exactly', async () => {
    const { db } = database;
    const mapped = await db.select().from(samples).orderBy(asc(samples.id));
    const docs = await db.select({ doc: record.json }).from(samples).orderBy(asc(samples.id));
    const decoded = docs.map(({ doc }) => record.decode(doc));
    expect(decoded).toEqual(mapped.map((row) => ({ ...row, doubled: String(row.amount * 2n) })));
    expect(decoded[0]?.amount).toBe(9_007_199_254_740_993n);
    expect(decoded[1]).toMatchObject({ localAt: null, day: null, tags: null, note: null, flag: null });
  });

  it('is null where its row is missing, as in a left join', async () => {
    const missing = database.db
      .select({ doc: record.json.as('missing_doc') })
      .from(samples)
      .where(sql`${samples.id} = 3`)
      .as('missing');
    const [row] = await database.db
      .select({ doc: missing.doc })
      .from(sql`(select 1) one`)
      .leftJoinLateral(missing, sql`true`);
    expect(row?.doc).toBeNull();
    expect(record.decode(row?.doc ?? null)).toBeNull();
  });

  it('takes only plain field names, which it writes into the statement', () => {
    expect(() => jsonRecord({ "x', (select 1), '": samples.id })).toThrow(/unsafe field name/);
  });
});
