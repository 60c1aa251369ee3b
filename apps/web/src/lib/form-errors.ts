import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { translateServerText } from './i18n/server-texts.ts';

/**
 * Shows the server's per-field errors (`{path, msg}`) under the matching fields, in the active
 * language. `pathToField`
 * maps request paths to form field names where they differ. Returns whether any was shown.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  pathToField: Record<string, string> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const { path, msg } of error.errors) {
    const field = pathToField[path] ?? path;
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message: translateServerText(msg, error.code) });
    shown = true;
  }
  return shown;
}
