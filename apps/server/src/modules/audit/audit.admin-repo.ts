import type { AuditFilters } from '@nova/contracts';
import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { auditLog } from './audit.tables.ts';

/**
 * The audit log as administrators read and export it: the one place the audit module reads
 * another module's table, joining each entry to its administrator's email or phone (shown, and
 * searched by the actor filter). Reads only.
 */
export type AuditRow = typeof auditLog.$inferSelect & { actorEmail: string | null };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** A day filter's bound: a day starts at 00:00 UTC; `to` a day includes that whole day. */
function bound(value: string, end: boolean): Date {
  if (!dayPattern.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00.000Z`);
  return end ? new Date(start.getTime() + 24 * 60 * 60_000) : start;
}

function filtersWhere(filters: AuditFilters): SQL | undefined {
  const { action, actor, targetId, from, to } = filters;
  return and(
    action
      ? or(eq(auditLog.action, action), like(auditLog.action, `${action.replace(/[\\%_]/g, '\\$&')}.%`))
      : undefined,
    actor
      ? uuidPattern.test(actor)
        ? eq(auditLog.actorId, actor)
        : or(ilike(users.email, likePattern(actor)), ilike(users.phone, likePattern(actor)))
      : undefined,
    targetId ? eq(auditLog.targetId, targetId) : undefined,
    from ? gte(auditLog.createdAt, bound(from, false)) : undefined,
    to
      ? dayPattern.test(to)
        ? lt(auditLog.createdAt, bound(to, true))
        : sql`${auditLog.createdAt} <= ${bound(to, false)}`
      : undefined,
  );
}

const columns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: sql<string | null>`coalesce(${users.email}, ${users.phone})`,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  note: auditLog.note,
  createdAt: auditLog.createdAt,
};

/** Newest first; the id breaks ties between entries written in the same instant. */
export async function listAuditRows(
  db: DbOrTx,
  filters: AuditFilters,
  page: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(filtersWhere(filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The next batch in the order entries were written, newest first, after `beforeId`: the export
 * streams the log this way, never holding all of it.
 */
export async function auditRowsBefore(
  db: DbOrTx,
  filters: AuditFilters,
  beforeId: number | null,
  limit: number,
): Promise<AuditRow[]> {
  return db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(filtersWhere(filters), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export async function countAuditRows(db: DbOrTx, filters: AuditFilters): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(filtersWhere(filters));
  return row?.total ?? 0;
}
