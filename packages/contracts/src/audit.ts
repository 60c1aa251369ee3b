import { z } from 'zod';
import { blankIsAbsent, isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';

/** One administrator action: who, what, when, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.uuid().nullable(),
  /** The administrator's email (or phone) at the time of reading, for people to recognise. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A calendar day (UTC) or a full timestamp. */
const dayOrTime = blankIsAbsent(z.union([z.iso.date(), isoDateSchema]));

/** The Audit tab's filters; the export takes the same ones. */
export const auditFiltersSchema = z.object({
  /** Exact action (`users.suspend`) or a domain prefix (`users`). */
  action: blankIsAbsent(z.string().trim().max(100)),
  /** The administrator: their id, or part of their email or phone. */
  actor: blankIsAbsent(z.string().trim().max(200)),
  targetId: blankIsAbsent(z.string().trim().max(200)),
  /** From this day (inclusive) … */
  from: dayOrTime,
  /** … to this day (inclusive when a day is given). */
  to: dayOrTime,
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditLogQuerySchema = pageQuerySchema(20).extend(auditFiltersSchema.shape);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
