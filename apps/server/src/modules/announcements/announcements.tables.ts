import type { AnnouncementTranslations } from '@nova/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * News posts and management-log entries (rule 36). An automatic entry carries the audit row it was
 * written from (`audit_id`, once each); a written one the administrator who wrote it. No column
 * holds member data: automatic sentences are made from operator actions only.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Other languages' versions, keyed by language (contracts' announcementTranslationsSchema). */
    translations: jsonb('translations').$type<AnnouncementTranslations>().notNull().default({}),
    automatic: boolean('automatic').notNull().default(false),
    auditId: bigint('audit_id', { mode: 'number' }),
    createdBy: uuid('created_by'),
    /** Null while a draft. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_published_idx').on(t.kind, t.publishedAt),
    uniqueIndex('announcements_audit_key').on(t.auditId, t.title),
    check('announcements_kind', sql`${t.kind} in ('NEWS', 'MANAGEMENT_LOG')`),
  ],
);
