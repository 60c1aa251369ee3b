import {
  type AdminAnnouncementsQuery,
  type Announcement,
  type AnnouncementsResponse,
  type AnnouncementTranslations,
  type createAnnouncementRequestSchema,
  defaultLanguage,
  type Language,
  type PublicAnnouncement,
  type PublicAnnouncementsQuery,
  type PublicAnnouncementsResponse,
  paginate,
  type TranslationLanguage,
  type updateAnnouncementRequestSchema,
} from '@nova/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditRecord, AuditService } from '../audit/index.ts';
import { managementLogEntries } from './announcements.management-log.ts';
import {
  type AnnouncementRow,
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  pageOfAnnouncements,
  updateAnnouncement,
} from './announcements.repo.ts';

type CreateInput = z.output<typeof createAnnouncementRequestSchema>;
type UpdateInput = z.output<typeof updateAnnouncementRequestSchema>;

export const AUTOMATIC_ENTRY_MESSAGE =
  'Automatic management-log entries record what happened and cannot be edited or deleted';

function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    kind: row.kind as Announcement['kind'],
    title: row.title,
    body: row.body,
    automatic: row.automatic,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    translations: row.translations,
  };
}

/** The post in `language` when translated, else in the default language, saying which (public). */
function toPublicAnnouncement(row: AnnouncementRow, language: Language): PublicAnnouncement {
  const { translations, ...post } = toAnnouncement(row);
  const version = language === defaultLanguage ? undefined : translations[language as TranslationLanguage];
  return version
    ? { ...post, ...version, language, requestedLanguage: language }
    : { ...post, language: defaultLanguage, requestedLanguage: language };
}

/** Only the languages written: an empty title and text is no translation. */
function written(translations: AnnouncementTranslations): AnnouncementTranslations {
  return Object.fromEntries(Object.entries(translations).filter(([, version]) => version.title));
}

/** What the audit keeps of a post: its text and state, never who read it. */
function audited(row: AnnouncementRow | undefined): AuditRecord['after'] {
  if (!row) return null;
  const { id, kind, title, body, publishedAt, translations } = toAnnouncement(row);
  return { id, kind, title, body, publishedAt, translations };
}

/**
 * News and the management log (rule 36). Administrators write, edit, publish and delete posts
 * (each change audit-logged); the management log also gets an entry, in the same transaction,
 * whenever an audited operator action concerns all members (see announcements.management-log.ts).
 */
export function createAnnouncementsService(deps: ModuleDeps, services: { audit: AuditService }) {
  const { db } = deps.database;
  const { audit } = services;

  audit.onRecord(async (tx, record) => {
    const now = deps.clock.now();
    for (const entry of managementLogEntries(record)) {
      await insertAnnouncement(tx, {
        id: newId(),
        kind: 'MANAGEMENT_LOG',
        title: entry.title,
        body: entry.body,
        automatic: true,
        auditId: record.id,
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  });

  async function page<T>(
    filter: { kind?: string; publishedOnly: boolean },
    query: { page: number; limit: number },
    toPost: (row: AnnouncementRow) => T,
  ) {
    const { rows, total } = await pageOfAnnouncements(
      db,
      filter,
      query.limit,
      (query.page - 1) * query.limit,
    );
    return { data: rows.map(toPost), pagination: paginate(query.page, query.limit, total) };
  }

  async function lockWritable(tx: Tx, id: string): Promise<AnnouncementRow> {
    const row = await findAnnouncement(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Announcement not found');
    if (row.automatic) throw new AppError('CONFLICT', AUTOMATIC_ENTRY_MESSAGE);
    return row;
  }

  return {
    /** Published posts of one kind, newest first, each in `language` where translated (public). */
    published(query: PublicAnnouncementsQuery, language: Language): Promise<PublicAnnouncementsResponse> {
      return page({ kind: query.kind, publishedOnly: true }, query, (row) =>
        toPublicAnnouncement(row, language),
      );
    },

    /** Every post, drafts included, with every language's version (administrators). */
    adminList(query: AdminAnnouncementsQuery): Promise<AnnouncementsResponse> {
      return page({ kind: query.kind, publishedOnly: false }, query, toAnnouncement);
    },

    async create(actorId: string, input: CreateInput): Promise<Announcement> {
      return db.transaction(async (tx) => {
        const now = deps.clock.now();
        const row = await insertAnnouncement(tx, {
          id: newId(),
          kind: input.kind,
          title: input.title,
          body: input.body,
          translations: written(input.translations),
          createdBy: actorId,
          publishedAt: input.published ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, {
          actorId,
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: row.id,
          after: audited(row),
        });
        return toAnnouncement(row);
      });
    },

    async update(actorId: string, id: string, input: UpdateInput): Promise<Announcement> {
      return db.transaction(async (tx) => {
        const before = await lockWritable(tx, id);
        const now = deps.clock.now();
        const values: Partial<AnnouncementRow> = { updatedAt: now };
        if (input.title !== undefined) values.title = input.title;
        if (input.body !== undefined) values.body = input.body;
        if (input.translations !== undefined) values.translations = written(input.translations);
        // Publishing stamps the time once; unpublishing takes the post back to a draft.
        if (input.published === true && !before.publishedAt) values.publishedAt = now;
        if (input.published === false) values.publishedAt = null;
        const row = await updateAnnouncement(tx, id, values);
        if (!row) throw new AppError('NOT_FOUND', 'Announcement not found');
        await audit.record(tx, {
          actorId,
          action: 'announcement.update',
          targetType: 'announcement',
          targetId: id,
          before: audited(before),
          after: audited(row),
        });
        return toAnnouncement(row);
      });
    },

    async remove(actorId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockWritable(tx, id);
        await deleteAnnouncement(tx, id);
        await audit.record(tx, {
          actorId,
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: id,
          before: audited(before),
        });
      });
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
