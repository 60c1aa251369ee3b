import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row holding the operator's settings as a document validated by the contracts on read. */
export const settingsTable = pgTable(
  'settings',
  {
    id: integer('id').primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
