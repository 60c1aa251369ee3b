import { z } from 'zod';
import { isoDateSchema, pageQuerySchema, paginationSchema, successSchema } from './common.ts';
import {
  contentLanguageQuerySchema,
  shownLanguageFields,
  translationLanguageSchema,
} from './content-languages.ts';

/**
 * News and the management log (rule 36). News is written by administrators; the
 * management log holds entries written automatically from the audit trail (`automatic`) and
 * entries an administrator writes. A post without `publishedAt` is a draft only administrators see.
 */
export const announcementKindSchema = z.enum(['NEWS', 'MANAGEMENT_LOG']);
export type AnnouncementKind = z.infer<typeof announcementKindSchema>;

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

const titleText = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_TITLE_MAX, `At most ${ANNOUNCEMENT_TITLE_MAX} characters`);
const bodyText = z
  .string()
  .trim()
  .max(ANNOUNCEMENT_BODY_MAX, `At most ${ANNOUNCEMENT_BODY_MAX.toLocaleString('en-US')} characters`);
const title = titleText.min(1, 'Title is required');
const body = bodyText.min(1, 'Text is required');

/**
 * One language's version of a post (not the default language's: that is the post itself). Empty
 * title and text: no translation, and readers of that language see the default language's.
 */
export const announcementTranslationSchema = z
  .object({ title: titleText, body: bodyText })
  .superRefine((value, context) => {
    if (value.title && !value.body)
      context.addIssue({ code: 'custom', path: ['body'], message: 'Text is required' });
    if (value.body && !value.title)
      context.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
  });
export type AnnouncementTranslation = z.infer<typeof announcementTranslationSchema>;
export const announcementTranslationsSchema = z.partialRecord(
  translationLanguageSchema,
  announcementTranslationSchema,
);
export type AnnouncementTranslations = z.infer<typeof announcementTranslationsSchema>;

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
  /** Administrators' view: each language's version written so far. */
  translations: announcementTranslationsSchema,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A published post as the public reads it: in the language asked for when translated. */
export const publicAnnouncementSchema = announcementSchema
  .omit({ translations: true })
  .extend(shownLanguageFields);
export type PublicAnnouncement = z.infer<typeof publicAnnouncementSchema>;

export const announcementResponseSchema = successSchema.extend({ announcement: announcementSchema });
export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;

export const announcementsResponseSchema = z.object({
  data: z.array(announcementSchema),
  pagination: paginationSchema,
});
export type AnnouncementsResponse = z.infer<typeof announcementsResponseSchema>;

export const publicAnnouncementsResponseSchema = z.object({
  data: z.array(publicAnnouncementSchema),
  pagination: paginationSchema,
});
export type PublicAnnouncementsResponse = z.infer<typeof publicAnnouncementsResponseSchema>;

export const publicAnnouncementsQuerySchema = pageQuerySchema(10, 50).extend({
  kind: announcementKindSchema.default('NEWS'),
  ...contentLanguageQuerySchema.shape,
});
export type PublicAnnouncementsQuery = z.infer<typeof publicAnnouncementsQuerySchema>;

export const adminAnnouncementsQuerySchema = pageQuerySchema(20, 100).extend({
  kind: announcementKindSchema.optional(),
});
export type AdminAnnouncementsQuery = z.infer<typeof adminAnnouncementsQuerySchema>;

export const createAnnouncementRequestSchema = z.object({
  kind: announcementKindSchema,
  title,
  body,
  /** Publish now; false keeps it as a draft. */
  published: z.boolean().default(true),
  translations: announcementTranslationsSchema.default({}),
});
export type CreateAnnouncementRequest = z.input<typeof createAnnouncementRequestSchema>;

export const updateAnnouncementRequestSchema = z
  /** `translations` replaces every language's version at once. */
  .object({ title, body, published: z.boolean(), translations: announcementTranslationsSchema })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateAnnouncementRequest = z.input<typeof updateAnnouncementRequestSchema>;
