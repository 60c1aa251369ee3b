import { z } from 'zod';
import type { FieldError } from './errors.ts';

/**
 * The one rule every input passes before its own schema (rule 6): no string anywhere in a
 * request — field values or keys, at any depth — may hold a NUL character or a UTF-16 surrogate
 * without its pair. PostgreSQL cannot store either, no person types them, and they only ever come
 * from a broken client or a probe. The server applies it to the body, query and path parameters
 * of every route; `safeInput` applies it to any schema.
 */
export const UNSAFE_TEXT_MESSAGE = 'Contains characters that are not allowed (NUL or invalid Unicode)';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

/** Deeper input is refused outright: no contract nests more than a few levels. */
const DEPTH_MAX = 32;
const unsafeText = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !unsafeText.test(text);
}

/** Each string (or key) in `input` that breaks the rule, with its dotted path; empty when all is well. */
export function unsafeTextIssues(input: unknown, path: string[] = []): FieldError[] {
  if (typeof input === 'string')
    return isSafeText(input) ? [] : [{ path: path.join('.'), msg: UNSAFE_TEXT_MESSAGE }];
  if (input === null || typeof input !== 'object') return [];
  if (path.length >= DEPTH_MAX) return [{ path: path.join('.'), msg: TOO_DEEP_MESSAGE }];
  const entries = Array.isArray(input)
    ? input.map((value, index) => [String(index), value] as const)
    : Object.entries(input);
  return entries.flatMap(([key, value]) => {
    if (!isSafeText(key)) return [{ path: [...path, '(key)'].join('.'), msg: UNSAFE_TEXT_MESSAGE }];
    return unsafeTextIssues(value, [...path, key]);
  });
}

/** `schema`, after the rule above: refused input never reaches the schema's own checks. */
export function safeInput<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((input, context) => {
      for (const issue of unsafeTextIssues(input)) {
        context.addIssue({
          code: 'custom',
          message: issue.msg,
          path: issue.path === '' ? [] : issue.path.split('.'),
        });
      }
    })
    .pipe(schema);
}
