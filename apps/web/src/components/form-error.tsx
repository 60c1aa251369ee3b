import { Alert } from '@/components/ui/alert.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';

/**
 * A refused form's message beside the form, where the member is looking, so it outlasts the toast
 * Renders nothing without an error, or when every error already sits under one of
 * the form's `fields`.
 */
export function FormError({
  error,
  fallback,
  fields = [],
}: {
  error: unknown;
  fallback: string;
  fields?: readonly string[];
}) {
  if (!error) return null;
  const shownUnderFields =
    error instanceof ApiError &&
    error.errors.length > 0 &&
    error.errors.every(({ path }) => fields.includes(path));
  if (shownUnderFields) return null;
  return (
    <Alert tone="danger" role="alert" data-testid="form-error">
      <p>{errorMessage(error, fallback)}</p>
    </Alert>
  );
}
