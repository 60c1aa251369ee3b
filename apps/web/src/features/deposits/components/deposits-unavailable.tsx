import { EmailRequired } from '@/components/email-required.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';

/** Why the deposit screens cannot open: unverified email, deposits closed, or a load failure. */
export function DepositsUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') return <EmailRequired />;
  if (error instanceof ApiError && error.code === 'FEATURE_DISABLED') {
    return (
      <Alert tone="warning">
        <p className="font-medium">{error.message}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="danger" role="alert">
      <p>Error loading wallet addresses. Please try again.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
