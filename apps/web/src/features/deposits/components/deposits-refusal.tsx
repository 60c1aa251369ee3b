import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { emailRequiredRefusal } from '@/components/email-required.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { translateServerText } from '@/lib/i18n/server-texts.ts';

/**
 * QueryState's `refusal` for the deposit screens: an unverified email (rule 9) or deposits closed
 * (rule 24) is said in place; any other failure is the usual error with Retry.
 */
export function depositsRefusal(error: unknown): ReactNode | undefined {
  if (error instanceof ApiError && error.code === 'FEATURE_DISABLED') {
    return (
      <Alert tone="warning">
        <p className="font-medium">{translateServerText(error.message, error.code)}</p>
      </Alert>
    );
  }
  return emailRequiredRefusal(error);
}

/**
 * How the deposit screens (the page and the dashboard's modal) say their addresses failed to load:
 * the product's standard wording, the server's message below when it sent one. Read during
 * render, so the words are those of the active language.
 */
export function addressesQueryState() {
  return {
    refusal: depositsRefusal,
    errorTitle: i18n._(msg`Error loading wallet addresses. Please try again.`),
    errorFallback: i18n._(msg`The addresses could not be read.`),
  };
}
