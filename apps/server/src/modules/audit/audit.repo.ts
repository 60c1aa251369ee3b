import { count, desc } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { auditLog } from './audit.tables.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(tx: Tx, row: NewAuditRow): Promise<number> {
  const [inserted] = await tx.insert(auditLog).values(row).returning({ id: auditLog.id });
  if (!inserted) throw new Error('audit insert returned no row');
  return inserted.id;
}

/** Newest first; the id breaks ties between entries written in the same instant. */
export async function listAuditRows(db: DbOrTx, limit: number, offset: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditRows(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}
