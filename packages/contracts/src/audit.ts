import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, paginationSchema } from './common.ts';

/** One administrator action: who, what, when, and the state before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.uuid().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema(20);
export const auditLogResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
