import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements } from './announcements.tables.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;

export async function insertAnnouncement(db: DbOrTx, row: NewAnnouncementRow): Promise<AnnouncementRow> {
  const [inserted] = await db.insert(announcements).values(row).returning();
  if (!inserted) throw new Error('announcement insert returned no row');
  return inserted;
}

export async function findAnnouncement(db: DbOrTx, id: string): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1).for('update');
  return row;
}

export async function updateAnnouncement(
  db: DbOrTx,
  id: string,
  values: Partial<NewAnnouncementRow>,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db.update(announcements).set(values).where(eq(announcements.id, id)).returning();
  return row;
}

export async function deleteAnnouncement(db: DbOrTx, id: string): Promise<void> {
  await db.delete(announcements).where(eq(announcements.id, id));
}

/** A page of rows, newest first: published ones by publication time, drafts first for admins. */
export async function pageOfAnnouncements(
  db: DbOrTx,
  filter: { kind?: string; publishedOnly: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(announcements.kind, filter.kind));
  if (filter.publishedOnly) conditions.push(isNotNull(announcements.publishedAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.createdAt), desc(announcements.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
