import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * One row per language other than the default: that language's version of the landing texts and
 * the pages, a document validated by the contracts. No row, or an empty field, means no
 * translation (the default language's text is shown).
 */
export const siteTranslationsTable = pgTable(
  'site_translations',
  {
    language: text('language').primaryKey(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [check('site_translations_language', sql`${t.language} in ('es', 'pt-BR', 'ar')`)],
);
