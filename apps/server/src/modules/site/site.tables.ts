import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row holding the operator's landing content as a document validated by the contracts on
 * read and write; no row yet means nothing is published (every optional section hidden).
 */
export const siteContentTable = pgTable(
  'site_content',
  {
    id: integer('id').primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('site_content_single_row', sql`${t.id} = 1`)],
);
