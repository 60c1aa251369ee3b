import type { ReactNode } from 'react';
import { emailRequiredRefusal } from '@/components/email-required.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { ApiError } from '@/lib/api-client.ts';

/**
 * QueryState's `refusal` for the deposit screens: an unverified email (rule 9) or deposits closed
 * (rule 24) is said in place; any other failure is the usual error with Retry.
 */
export function depositsRefusal(error: unknown): ReactNode | undefined {
  if (error instanceof ApiError && error.code === 'FEATURE_DISABLED') {
    return (
      <Alert tone="warning">
        <p className="font-medium">{error.message}</p>
      </Alert>
    );
  }
  return emailRequiredRefusal(error);
}

/**
 * How the deposit screens (the page and the dashboard's modal) say their addresses failed to load:
 * the product's standard wording, the server's message below when it sent one.
 */
export const addressesQueryState = {
  refusal: depositsRefusal,
  errorTitle: 'Error loading wallet addresses. Please try again.',
  errorFallback: 'The addresses could not be read.',
} as const;
