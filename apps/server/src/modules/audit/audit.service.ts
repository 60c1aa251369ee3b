import { type AuditEntry, type AuditFilters, type AuditLogResponse, paginate } from '@nova/contracts';
import type { Tx } from '../../db/client.ts';
import type { ModuleDeps } from '../../module-types.ts';
import { type AuditRow, auditRowsBefore, countAuditRows, listAuditRows } from './audit.admin-repo.ts';
import { insertAuditRow } from './audit.repo.ts';

/** A JSON document describing a state; bigint amounts must be formatted before they get here. */
export type AuditState = Record<string, unknown>;

export interface AuditRecord {
  /** The administrator who acted; null for the system itself (jobs, start-up). */
  actorId: string | null;
  /** What was done, as `<domain>.<verb>` (e.g. `settings.update`). */
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: AuditState | null;
  after?: AuditState | null;
  note?: string | null;
}

/**
 * Called inside the transaction of every recorded action, after its row is written (the
 * management log derives its public entries here): what a listener writes commits or rolls back
 * with the action.
 */
export type AuditListener = (tx: Tx, entry: AuditRecord & { id: number }) => Promise<void>;

export function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: (row.before as AuditState | null) ?? null,
    after: (row.after as AuditState | null) ?? null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The append-only audit log of administrator actions. `record` takes the caller's open
 * transaction, so an entry exists exactly when the action it describes was committed.
 */
export function createAuditService(deps: ModuleDeps) {
  const { db } = deps.database;
  const listeners = new Set<AuditListener>();
  return {
    async record(tx: Tx, entry: AuditRecord): Promise<void> {
      const id = await insertAuditRow(tx, {
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        note: entry.note ?? null,
        createdAt: deps.clock.now(),
      });
      for (const listener of listeners) await listener(tx, { ...entry, id });
    },

    /** Adds a listener (see AuditListener); returns the function that removes it. */
    onRecord(listener: AuditListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async list(page: number, limit: number, filters: AuditFilters = {}): Promise<AuditLogResponse> {
      const [rows, total] = await Promise.all([
        listAuditRows(db, filters, { limit, offset: (page - 1) * limit }),
        countAuditRows(db, filters),
      ]);
      return { data: rows.map(toEntry), pagination: paginate(page, limit, total) };
    },

    /** Every matching entry, newest first, a batch at a time (the CSV export). */
    async *batches(filters: AuditFilters, batchSize: number): AsyncGenerator<AuditEntry[]> {
      let beforeId: number | null = null;
      for (;;) {
        const rows = await auditRowsBefore(db, filters, beforeId, batchSize);
        if (rows.length > 0) yield rows.map(toEntry);
        if (rows.length < batchSize) return;
        beforeId = rows[rows.length - 1]?.id ?? null;
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
