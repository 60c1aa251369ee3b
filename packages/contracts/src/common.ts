import { z } from 'zod';

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `?page&limit` with the page size a screen asks for, capped so no query is unbounded. */
export function pageQuerySchema(defaultLimit: number, maxLimit = 100) {
  return z.object({
    // Bounded so no page can overflow an offset (rule 6).
    page: z.coerce.number().int().min(1).max(1_000_000, 'Page is too large').default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}

export function paginate(page: number, limit: number, totalItems: number): Pagination {
  return {
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(totalItems / limit)),
    totalItems,
    itemsPerPage: limit,
  };
}

export const successSchema = z.object({ success: z.literal(true), message: z.string() });
export type Success = z.infer<typeof successSchema>;

export const idParamSchema = z.object({ id: z.uuid() });

export const isoDateSchema = z.iso.datetime({ offset: true });

/** Blank form fields and query values are dropped. */
export const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
