import {
  type AdminAnnouncementsQuery,
  type Announcement,
  type AnnouncementsResponse,
  type createAnnouncementRequestSchema,
  type PublicAnnouncementsQuery,
  paginate,
  type updateAnnouncementRequestSchema,
} from '@nova/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ModuleDeps } from '../../module-types.ts';
import type { AuditRecord, AuditService } from '../audit/audit.service.ts';
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
  };
}

/** What the audit keeps of a post: its text and state, never who read it. */
function audited(row: AnnouncementRow | undefined): AuditRecord['after'] {
  if (!row) return null;
  const { id, kind, title, body, publishedAt } = toAnnouncement(row);
  return { id, kind, title, body, publishedAt };
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

  async function page(
    filter: { kind?: string; publishedOnly: boolean },
    pageNumber: number,
    limit: number,
  ): Promise<AnnouncementsResponse> {
    const { rows, total } = await pageOfAnnouncements(db, filter, limit, (pageNumber - 1) * limit);
    return { data: rows.map(toAnnouncement), pagination: paginate(pageNumber, limit, total) };
  }

  async function lockWritable(tx: Tx, id: string): Promise<AnnouncementRow> {
    const row = await findAnnouncement(tx, id);
    if (!row) throw new AppError('NOT_FOUND', 'Announcement not found');
    if (row.automatic) throw new AppError('CONFLICT', AUTOMATIC_ENTRY_MESSAGE);
    return row;
  }

  return {
    /** Published posts of one kind, newest first (public). */
    published(query: PublicAnnouncementsQuery): Promise<AnnouncementsResponse> {
      return page({ kind: query.kind, publishedOnly: true }, query.page, query.limit);
    },

    /** Every post, drafts included (administrators). */
    adminList(query: AdminAnnouncementsQuery): Promise<AnnouncementsResponse> {
      return page({ kind: query.kind, publishedOnly: false }, query.page, query.limit);
    },

    async create(actorId: string, input: CreateInput): Promise<Announcement> {
      return db.transaction(async (tx) => {
        const now = deps.clock.now();
        const row = await insertAnnouncement(tx, {
          id: newId(),
          kind: input.kind,
          title: input.title,
          body: input.body,
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
