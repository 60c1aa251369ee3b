import { Alert } from '@/components/ui/alert.tsx';
import { errorMessage } from '@/lib/api-client.ts';

/**
 * A refused form's message beside the form, where the member is looking, so it outlasts the toast
 * (issue 9 §6). Renders nothing without an error.
 */
export function FormError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <Alert tone="danger" role="alert" data-testid="form-error">
      <p>{errorMessage(error, fallback)}</p>
    </Alert>
  );
}
