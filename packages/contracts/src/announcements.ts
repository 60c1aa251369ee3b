import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, paginationSchema, successSchema } from './common.ts';

/**
 * News and the management log (rule 36). News is written by administrators; the
 * management log holds entries written automatically from the audit trail (`automatic`) and
 * entries an administrator writes. A post without `publishedAt` is a draft only administrators see.
 */
export const announcementKindSchema = z.enum(['NEWS', 'MANAGEMENT_LOG']);
export type AnnouncementKind = z.infer<typeof announcementKindSchema>;

export const announcementSchema = z.object({
  id: z.uuid(),
  kind: announcementKindSchema,
  title: z.string(),
  body: z.string(),
  /** Written by the system from an operator action; such entries cannot be edited or deleted. */
  automatic: z.boolean(),
  publishedAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementResponseSchema = successSchema.extend({ announcement: announcementSchema });
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;

export const announcementsResponseSchema = z.object({
  data: z.array(announcementSchema),
  pagination: paginationSchema,
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;

export const publicAnnouncementsQuerySchema = pageQuerySchema(10, 50).extend({
  kind: announcementKindSchema.default('NEWS'),
});
export type PublicAnnouncementsQuery = z.infer<typeof publicAnnouncementsQuerySchema>;

export const adminAnnouncementsQuerySchema = pageQuerySchema(20, 100).extend({
  kind: announcementKindSchema.optional(),
});
export type AdminAnnouncementsQuery = z.infer<typeof adminAnnouncementsQuerySchema>;

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

const title = z
  .string()
  .trim()
  .min(1, 'Title is required')
  .max(ANNOUNCEMENT_TITLE_MAX, `At most ${ANNOUNCEMENT_TITLE_MAX} characters`);
const body = z
  .string()
  .trim()
  .min(1, 'Text is required')
  .max(ANNOUNCEMENT_BODY_MAX, `At most ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en-US')} characters`);

export const createAnnouncementRequestSchema = z.object({
  kind: announcementKindSchema,
  title,
  body,
  /** Publish now; false keeps it as a draft. */
  published: z.boolean().default(true),
});
export type CreateAnnouncementRequest = z.input<typeof createAnnouncementRequestSchema>;

export const updateAnnouncementRequestSchema = z
  .object({ title, body, published: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateAnnouncementRequest = z.input<typeof updateAnnouncementRequestSchema>;
