import type { Tx } from '../../db/client.ts';
import { auditLog } from './audit.tables.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(tx: Tx, row: NewAuditRow): Promise<number> {
  const [inserted] = await tx.insert(auditLog).values(row).returning({ id: auditLog.id });
  if (!inserted) throw new Error('audit insert returned no row');
  return inserted.id;
}
